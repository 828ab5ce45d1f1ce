-- The withdrawal fee is the withdrawal channel's fee rate alone: the parameter was never charged.
DELETE FROM "parameters" WHERE "key" = 'withdrawal_fee_rate';--> statement-breakpoint
-- Amounts in the base currency, checked against its decimals on save.
UPDATE "parameters" SET "type" = 'money' WHERE "key" IN ('shipping_fee', 'free_shipping_threshold');--> statement-breakpoint
-- A refund an operator started from the order, and the lines and quantities it gives money back for.
ALTER TABLE "refunds" ADD COLUMN "admin_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;
