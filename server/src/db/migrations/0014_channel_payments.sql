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
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel_pay_no" varchar(32);--> statement-breakpoint
ALTER TABLE "channel_payments" ADD CONSTRAINT "channel_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_payments" ADD CONSTRAINT "channel_payments_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_payments" ADD CONSTRAINT "channel_payments_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_payments_biz_reference_index" ON "channel_payments" USING btree ("biz","reference");--> statement-breakpoint
CREATE INDEX "channel_payments_user_id_biz_id_index" ON "channel_payments" USING btree ("user_id","biz","id");--> statement-breakpoint
CREATE INDEX "channel_payments_status_biz_id_index" ON "channel_payments" USING btree ("status","biz","id");--> statement-breakpoint
CREATE INDEX "channel_payments_channel_id_index" ON "channel_payments" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_payments_gateway_checkout_id_index" ON "channel_payments" USING btree ("gateway","checkout_id");--> statement-breakpoint
CREATE INDEX "gateway_callbacks_delivered_at_next_attempt_at_index" ON "gateway_callbacks" USING btree ("delivered_at","next_attempt_at");