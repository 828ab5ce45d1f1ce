ALTER TABLE "flight_fares" ADD COLUMN "instant_ticketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "instant_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "travel_orders_kind_held_until_index" ON "travel_orders" USING btree ("kind","held_until");