ALTER TABLE "addresses" ADD COLUMN "country" varchar(2) DEFAULT 'CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "postal_code" varchar(12) DEFAULT '' NOT NULL;