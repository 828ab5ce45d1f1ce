ALTER TABLE "banners" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "cta" jsonb DEFAULT '{}'::jsonb NOT NULL;
