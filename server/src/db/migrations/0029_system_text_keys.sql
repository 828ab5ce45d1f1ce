ALTER TABLE "balance_ledger" ADD COLUMN "remark_key" varchar(64);--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "remark_params" jsonb;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "remark_key" varchar(64);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "remark_params" jsonb;--> statement-breakpoint
ALTER TABLE "state_transitions" ADD COLUMN "remark_key" varchar(64);--> statement-breakpoint
ALTER TABLE "state_transitions" ADD COLUMN "remark_params" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason_key" varchar(64);--> statement-breakpoint
-- The demo coupons' fixed English titles: made from their rule from now on, in each reader's language and currency.
UPDATE "coupon_templates" SET "title" = '{}'::jsonb WHERE "title"->>'en' IN ('$5 off orders over $30', '10% off, up to $20', 'Free shipping');
