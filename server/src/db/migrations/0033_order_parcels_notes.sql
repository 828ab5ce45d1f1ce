CREATE TABLE "order_parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_order_id" integer NOT NULL,
	"logistics_company" varchar(100) NOT NULL,
	"tracking_no" varchar(100) NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parcel_lines" (
	"parcel_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_parcel_lines_parcel_id_order_line_id_pk" PRIMARY KEY("parcel_id","order_line_id"),
	CONSTRAINT "order_parcel_lines_qty_positive" CHECK ("order_parcel_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipped_within_qty" CHECK ("order_lines"."shipped_qty" >= 0 and "order_lines"."shipped_qty" <= "order_lines"."qty");--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "parcel_id" integer;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcel_lines" ADD CONSTRAINT "order_parcel_lines_parcel_id_order_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."order_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcel_lines" ADD CONSTRAINT "order_parcel_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_parcels_sub_order_id_index" ON "order_parcels" USING btree ("sub_order_id");--> statement-breakpoint
CREATE INDEX "order_parcel_lines_order_line_id_index" ON "order_parcel_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_notes_order_id_id_index" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
-- Sub-orders shipped before parcels were kept went out whole: one parcel each with every line, holding their carrier events.
INSERT INTO "order_parcels" ("sub_order_id", "logistics_company", "tracking_no", "shipped_at", "created_at")
	SELECT "id", "logistics_company", "tracking_no", "shipped_at", "shipped_at" FROM "sub_orders" WHERE "shipped_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_parcel_lines" ("parcel_id", "order_line_id", "qty")
	SELECT "order_parcels"."id", "order_lines"."id", "order_lines"."qty" FROM "order_parcels" INNER JOIN "order_lines" ON "order_lines"."sub_order_id" = "order_parcels"."sub_order_id";--> statement-breakpoint
UPDATE "order_lines" SET "shipped_qty" = "qty" WHERE "sub_order_id" IN (SELECT "sub_order_id" FROM "order_parcels");--> statement-breakpoint
UPDATE "shipment_events" SET "parcel_id" = "order_parcels"."id" FROM "order_parcels" WHERE "order_parcels"."sub_order_id" = "shipment_events"."sub_order_id";--> statement-breakpoint
ALTER TABLE "shipment_events" ALTER COLUMN "parcel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_parcel_id_order_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."order_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_parcel_id_occurred_at_index" ON "shipment_events" USING btree ("parcel_id","occurred_at");
