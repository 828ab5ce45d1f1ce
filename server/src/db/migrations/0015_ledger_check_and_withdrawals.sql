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
ALTER TABLE "balance_ledger" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_issues" ADD CONSTRAINT "ledger_issues_run_id_ledger_check_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ledger_check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_issues" ADD CONSTRAINT "ledger_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
