CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"added_price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_qty_positive" CHECK ("cart_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "goods_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"sub_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_text" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_reviews_orderLineId_unique" UNIQUE("order_line_id"),
	CONSTRAINT "goods_reviews_rating_range" CHECK ("goods_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sub_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"spec_text" jsonb NOT NULL,
	"image" varchar(500) DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"qty" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"goods_amount" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(8) NOT NULL,
	"rate" varchar(32) NOT NULL,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"share_token" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderNo_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_shareToken_unique" UNIQUE("share_token"),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."pay_amount" >= 0 and "orders"."paid_amount" >= 0 and "orders"."paid_amount" <= "orders"."pay_amount")
);
--> statement-breakpoint
CREATE TABLE "rebate_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"basis" bigint NOT NULL,
	"basis_points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sub_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logistics_company" varchar(100) DEFAULT '' NOT NULL,
	"tracking_no" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sub_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sub_order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"status" varchar(24) NOT NULL,
	"goods_amount" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"logistics_company" varchar(100) DEFAULT '' NOT NULL,
	"tracking_no" varchar(100) DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"shipped_at" timestamp with time zone,
	"auto_receive_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_orders_subOrderNo_unique" UNIQUE("sub_order_no")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"biz" varchar(24) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"method" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(10) NOT NULL,
	"rate" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_ledger" ADD CONSTRAINT "rebate_ledger_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_ledger" ADD CONSTRAINT "rebate_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_id_sku_id_index" ON "cart_lines" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "goods_reviews_product_id_status_id_index" ON "goods_reviews" USING btree ("product_id","status","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_index" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_sub_order_id_index" ON "order_lines" USING btree ("sub_order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_index" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_id_index" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_pay_deadline_index" ON "orders" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE INDEX "rebate_ledger_agent_id_id_index" ON "rebate_ledger" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "rebate_ledger_order_id_index" ON "rebate_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_sub_order_id_index" ON "refunds" USING btree ("sub_order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_id_index" ON "refunds" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sub_orders_order_id_index" ON "sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sub_orders_status_auto_receive_at_index" ON "sub_orders" USING btree ("status","auto_receive_at");--> statement-breakpoint
CREATE INDEX "payments_biz_reference_index" ON "payments" USING btree ("biz","reference");--> statement-breakpoint
CREATE INDEX "payments_user_id_id_index" ON "payments" USING btree ("user_id","id");