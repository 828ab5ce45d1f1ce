CREATE TABLE "channel_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_no" varchar(32) NOT NULL,
	"biz" varchar(24) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"sub_order_nos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"channel_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"gateway" varchar(24) DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"received" bigint NOT NULL,
	"gateway_amount" bigint NOT NULL,
	"gateway_currency" varchar(10) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"rate" varchar(32) NOT NULL,
	"status" varchar(24) NOT NULL,
	"checkout_id" varchar(255),
	"pay_url" varchar(1000),
	"third_party_no" varchar(255) DEFAULT '' NOT NULL,
	"voucher_url" varchar(500) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"review_remark" varchar(255) DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"settlement" varchar(24) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_payments_payNo_unique" UNIQUE("pay_no"),
	CONSTRAINT "channel_payments_amounts" CHECK ("channel_payments"."amount" > 0 and "channel_payments"."fee" >= 0 and "channel_payments"."received" = "channel_payments"."amount" - "channel_payments"."fee")
);
--> statement-breakpoint
CREATE TABLE "gateway_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" varchar(24) NOT NULL,
	"url" varchar(500) NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"reference" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(10) NOT NULL,
	"description" varchar(255) NOT NULL,
	"return_url" varchar(500) NOT NULL,
	"cancel_url" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"transaction_id" varchar(64) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"identifier" varchar(50) NOT NULL,
	"image" varchar(500) DEFAULT '' NOT NULL,
	"kind" varchar(16) NOT NULL,
	"gateway" varchar(24) DEFAULT '' NOT NULL,
	"uses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"max_amount" bigint DEFAULT 0 NOT NULL,
	"fee_rate" integer DEFAULT 0 NOT NULL,
	"currency" varchar(10) NOT NULL,
	"account_info" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_amount" >= 0 and "payment_channels"."max_amount" >= 0 and ("payment_channels"."max_amount" = 0 or "payment_channels"."max_amount" >= "payment_channels"."min_amount")),
	CONSTRAINT "payment_channels_fee_rate" CHECK ("payment_channels"."fee_rate" >= 0 and "payment_channels"."fee_rate" < 10000)
);
--> statement-breakpoint
CREATE TABLE "ledger_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"admin_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"users_checked" integer NOT NULL,
	"payments_checked" integer NOT NULL,
	"withdrawals_checked" integer DEFAULT 0 NOT NULL,
	"issues" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"account" varchar(16) NOT NULL,
	"user_id" integer,
	"record_id" integer,
	"reference" varchar(64),
	"expected" varchar(40) NOT NULL,
	"actual" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency" varchar(10) NOT NULL,
	"rate" varchar(32) NOT NULL,
	"account_name" varchar(100) NOT NULL,
	"account_number" varchar(64) NOT NULL,
	"account_bank" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(32) NOT NULL,
	"third_party_no" varchar(64),
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_orderNo_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel_pay_no" varchar(32);--> statement-breakpoint
ALTER TABLE "channel_payments" ADD CONSTRAINT "channel_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_payments" ADD CONSTRAINT "channel_payments_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_payments" ADD CONSTRAINT "channel_payments_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_issues" ADD CONSTRAINT "ledger_issues_run_id_ledger_check_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ledger_check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_issues" ADD CONSTRAINT "ledger_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_payments_biz_reference_index" ON "channel_payments" USING btree ("biz","reference");--> statement-breakpoint
CREATE INDEX "channel_payments_user_id_biz_id_index" ON "channel_payments" USING btree ("user_id","biz","id");--> statement-breakpoint
CREATE INDEX "channel_payments_status_biz_id_index" ON "channel_payments" USING btree ("status","biz","id");--> statement-breakpoint
CREATE INDEX "channel_payments_channel_id_index" ON "channel_payments" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_payments_gateway_checkout_id_index" ON "channel_payments" USING btree ("gateway","checkout_id");--> statement-breakpoint
CREATE INDEX "gateway_callbacks_delivered_at_next_attempt_at_index" ON "gateway_callbacks" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payment_channels_status_sort_index" ON "payment_channels" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "ledger_issues_run_id_id_index" ON "ledger_issues" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_id_id_index" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_id_index" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_at_index" ON "withdrawals" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_payment_id_index" ON "balance_ledger" USING btree ("payment_id");--> statement-breakpoint
-- Lines written before this column existed: each wallet payment takes the line with its
-- customer, order, direction and amount, the n-th payment the n-th such line.
WITH paid AS (
	SELECT "id", row_number() OVER (PARTITION BY "user_id", "reference", "status", "amount" ORDER BY "id") AS "n",
		"user_id", "reference", CASE WHEN "status" = 'refunded' THEN 'refund_' ELSE 'pay_' END || "biz" AS "line_type", -"amount" AS "line_amount"
	FROM "payments" WHERE "method" = 'wallet' AND "status" IN ('succeeded', 'refunded')
), lines AS (
	SELECT "id", row_number() OVER (PARTITION BY "user_id", "reference", "type", "amount" ORDER BY "id") AS "n", "user_id", "reference", "type", "amount"
	FROM "balance_ledger" WHERE "payment_id" IS NULL
)
UPDATE "balance_ledger" SET "payment_id" = paid."id"
FROM paid JOIN lines ON lines."user_id" = paid."user_id" AND lines."reference" = paid."reference" AND lines."type" = paid."line_type" AND lines."amount" = paid."line_amount" AND lines."n" = paid."n"
WHERE "balance_ledger"."id" = lines."id";
