CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_order_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" varchar(24) NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"provider" varchar(24) NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_addresses" (
	"source" varchar(16) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"country" varchar(2) NOT NULL,
	"line1" varchar(200) NOT NULL,
	"line2" varchar(200) DEFAULT '' NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" varchar(300);--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_sub_order_id_occurred_at_index" ON "shipment_events" USING btree ("sub_order_id","occurred_at");
