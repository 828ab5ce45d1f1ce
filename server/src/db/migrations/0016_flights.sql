CREATE TABLE "airlines" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"country" varchar(2) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_fares" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"cabin" varchar(16) NOT NULL,
	"brand" varchar(16) NOT NULL,
	"carry_on" smallint NOT NULL,
	"carry_on_kg" smallint NOT NULL,
	"checked_bags" smallint NOT NULL,
	"checked_kg" smallint NOT NULL,
	"refund_rule" jsonb NOT NULL,
	"change_rule" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"price_adult" bigint NOT NULL,
	"price_child" bigint NOT NULL,
	"price_infant" bigint NOT NULL,
	"taxes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_fares_seats" CHECK ("flight_fares"."held" >= 0 and "flight_fares"."sold" >= 0 and "flight_fares"."held" + "flight_fares"."sold" <= "flight_fares"."seats"),
	CONSTRAINT "flight_fares_prices" CHECK ("flight_fares"."price_adult" > 0 and "flight_fares"."price_child" >= 0 and "flight_fares"."price_infant" >= 0 and "flight_fares"."taxes" >= 0),
	CONSTRAINT "flight_fares_cabin" CHECK ("flight_fares"."cabin" in ('economy', 'premium', 'business'))
);
--> statement-breakpoint
CREATE TABLE "flight_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" integer NOT NULL,
	"departure_date" date NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'scheduled' NOT NULL,
	CONSTRAINT "flight_instances_flightId_departureDate_unique" UNIQUE("flight_id","departure_date"),
	CONSTRAINT "flight_instances_times" CHECK ("flight_instances"."arrives_at" > "flight_instances"."departs_at"),
	CONSTRAINT "flight_instances_status" CHECK ("flight_instances"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "flight_low_fares" (
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"day" date NOT NULL,
	"lowest_total" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_low_fares_origin_destination_day_pk" PRIMARY KEY("origin","destination","day")
);
--> statement-breakpoint
CREATE TABLE "flight_segments" (
	"flight_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"carrier" varchar(2) NOT NULL,
	"flight_number" varchar(4) NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departs_local" time NOT NULL,
	"departs_day_offset" smallint DEFAULT 0 NOT NULL,
	"arrives_local" time NOT NULL,
	"arrives_day_offset" smallint DEFAULT 0 NOT NULL,
	"aircraft" varchar(32) NOT NULL,
	CONSTRAINT "flight_segments_flight_id_position_pk" PRIMARY KEY("flight_id","position"),
	CONSTRAINT "flight_segments_offsets" CHECK ("flight_segments"."departs_day_offset" between 0 and 3 and "flight_segments"."arrives_day_offset" between "flight_segments"."departs_day_offset" and 3)
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" varchar(2) NOT NULL,
	"flight_number" varchar(4) NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"days_of_week" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_carrier_flightNumber_validFrom_unique" UNIQUE("carrier","flight_number","valid_from"),
	CONSTRAINT "flights_days_of_week" CHECK ("flights"."days_of_week" between 1 and 127),
	CONSTRAINT "flights_validity" CHECK ("flights"."valid_to" >= "flights"."valid_from"),
	CONSTRAINT "flights_route" CHECK ("flights"."origin" <> "flights"."destination")
);
--> statement-breakpoint
ALTER TABLE "flight_fares" ADD CONSTRAINT "flight_fares_instance_id_flight_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."flight_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_instances" ADD CONSTRAINT "flight_instances_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD CONSTRAINT "flight_segments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD CONSTRAINT "flight_segments_carrier_airlines_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD CONSTRAINT "flight_segments_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD CONSTRAINT "flight_segments_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_carrier_airlines_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."airlines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_enabled_index" ON "airports" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "flight_fares_instance_id_index" ON "flight_fares" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "flight_instances_origin_destination_departure_date_index" ON "flight_instances" USING btree ("origin","destination","departure_date");--> statement-breakpoint
CREATE INDEX "flights_origin_destination_index" ON "flights" USING btree ("origin","destination");