CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"max_discount" bigint DEFAULT 0 NOT NULL,
	"min_spend" bigint DEFAULT 0 NOT NULL,
	"scope" varchar(16) DEFAULT 'all' NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity" varchar(8) NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"give_out" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_issued_within_total" CHECK ("coupon_templates"."issued" >= 0 and "coupon_templates"."issued" <= "coupon_templates"."total")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'usable' NOT NULL,
	"source" varchar(16) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_templates_give_out_status_index" ON "coupon_templates" USING btree ("give_out","status");--> statement-breakpoint
CREATE INDEX "user_coupons_user_id_status_valid_until_index" ON "user_coupons" USING btree ("user_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "user_coupons_template_id_user_id_index" ON "user_coupons" USING btree ("template_id","user_id");