ALTER TABLE "parameters" ADD COLUMN "type" varchar(16) DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "min" numeric;--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "max" numeric;--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "target_label" varchar(200);