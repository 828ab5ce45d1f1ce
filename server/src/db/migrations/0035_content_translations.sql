ALTER TABLE "notices" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "contents" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_keywords" ADD COLUMN "keywords" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "notices" SET "titles" = jsonb_build_object("default_language"."code", "notices"."title"), "contents" = jsonb_build_object("default_language"."code", "notices"."content") FROM (SELECT "code" FROM "languages" WHERE "is_default" LIMIT 1) AS "default_language";--> statement-breakpoint
UPDATE "hot_keywords" SET "keywords" = jsonb_build_object("default_language"."code", "hot_keywords"."keyword") FROM (SELECT "code" FROM "languages" WHERE "is_default" LIMIT 1) AS "default_language";--> statement-breakpoint
CREATE VIEW "public"."reporting_order_lines" AS (select l.id, l.product_id, l.name, l.qty, l.amount - l.discount as paid, so.user_id, so.status, so.paid_at
from order_lines l
join sub_orders so on so.id = l.sub_order_id);--> statement-breakpoint
ALTER TABLE "admin_logs" ADD COLUMN "target_labels" jsonb;
