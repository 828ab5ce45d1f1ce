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
CREATE INDEX "payment_channels_status_sort_index" ON "payment_channels" USING btree ("status","sort");