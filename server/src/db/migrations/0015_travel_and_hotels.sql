CREATE TABLE "travel_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(32) NOT NULL,
	"total_amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"pay_amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(8) NOT NULL,
	"rate" varchar(32) NOT NULL,
	"contact" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_ref" varchar(64),
	"hold_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_orders_orderNo_unique" UNIQUE("order_no"),
	CONSTRAINT "travel_orders_amounts" CHECK ("travel_orders"."pay_amount" >= 0 and "travel_orders"."paid_amount" >= 0 and "travel_orders"."refunded_amount" >= 0 and "travel_orders"."refunded_amount" <= "travel_orders"."paid_amount")
);
--> statement-breakpoint
CREATE TABLE "hotel_bookings" (
	"travel_order_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"hotel_name" jsonb NOT NULL,
	"room_type_name" jsonb NOT NULL,
	"board" varchar(16) NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"child_ages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"nightly" jsonb NOT NULL,
	"cancellation" jsonb NOT NULL,
	"confirmation_no" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "hotel_cities" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"country" varchar(2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_inventory" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"to_sell" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"min_stay" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "hotel_inventory_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_inventory_counts" CHECK ("hotel_inventory"."held" >= 0 and "hotel_inventory"."sold" >= 0 and "hotel_inventory"."held" + "hotel_inventory"."sold" <= "hotel_inventory"."to_sell")
);
--> statement-breakpoint
CREATE TABLE "hotel_rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"board" varchar(16) NOT NULL,
	"cancellation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rates" (
	"rate_plan_id" integer NOT NULL,
	"night" date NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "hotel_rates_rate_plan_id_night_pk" PRIMARY KEY("rate_plan_id","night"),
	CONSTRAINT "hotel_rates_price" CHECK ("hotel_rates"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"beds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"size_sqm" smallint DEFAULT 0 NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint DEFAULT 0 NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" varchar(16) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"stars" smallint NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_in_from" varchar(5) DEFAULT '14:00' NOT NULL,
	"check_out_by" varchar(5) DEFAULT '12:00' NOT NULL,
	"policies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_stars" CHECK ("hotels"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_rate_plan_id_hotel_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."hotel_rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_inventory" ADD CONSTRAINT "hotel_inventory_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_plans" ADD CONSTRAINT "hotel_rate_plans_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rates" ADD CONSTRAINT "hotel_rates_rate_plan_id_hotel_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."hotel_rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_code_hotel_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."hotel_cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_orders_user_id_id_index" ON "travel_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "travel_orders_kind_status_hold_deadline_index" ON "travel_orders" USING btree ("kind","status","hold_deadline");--> statement-breakpoint
CREATE INDEX "travel_orders_created_at_index" ON "travel_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hotel_bookings_hotel_id_check_in_index" ON "hotel_bookings" USING btree ("hotel_id","check_in");--> statement-breakpoint
CREATE INDEX "hotel_rate_plans_room_type_id_index" ON "hotel_rate_plans" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel_id_index" ON "hotel_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_city_code_is_active_index" ON "hotels" USING btree ("city_code","is_active");