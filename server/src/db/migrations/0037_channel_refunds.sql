ALTER TABLE "sandbox_checkouts" ADD COLUMN "refund_declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"checkout_id" varchar(64) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(10) NOT NULL,
	"status" varchar(16) NOT NULL,
	"failure_reason" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "channel_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(32) NOT NULL,
	"channel_payment_id" integer NOT NULL,
	"biz" varchar(24) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"gateway" varchar(24) NOT NULL,
	"amount" bigint NOT NULL,
	"gateway_amount" bigint NOT NULL,
	"gateway_currency" varchar(10) NOT NULL,
	"status" varchar(16) NOT NULL,
	"gateway_refund_id" varchar(255) DEFAULT '' NOT NULL,
	"failure_reason" varchar(255) DEFAULT '' NOT NULL,
	"admin_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_refunds_refundNo_unique" UNIQUE("refund_no"),
	CONSTRAINT "channel_refunds_amounts" CHECK ("channel_refunds"."amount" > 0 and "channel_refunds"."gateway_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_checkout_id_sandbox_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_refunds" ADD CONSTRAINT "channel_refunds_channel_payment_id_channel_payments_id_fk" FOREIGN KEY ("channel_payment_id") REFERENCES "public"."channel_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_refunds" ADD CONSTRAINT "channel_refunds_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_refunds_biz_subject_index" ON "channel_refunds" USING btree ("biz","subject");--> statement-breakpoint
CREATE INDEX "channel_refunds_channel_payment_id_index" ON "channel_refunds" USING btree ("channel_payment_id");--> statement-breakpoint
CREATE INDEX "channel_refunds_status_next_attempt_at_index" ON "channel_refunds" USING btree ("status","next_attempt_at");
