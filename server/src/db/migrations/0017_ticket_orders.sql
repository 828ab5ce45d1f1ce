CREATE TABLE "saved_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" varchar(40) NOT NULL,
	"last_name" varchar(40) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"doc_type" varchar(16) NOT NULL,
	"doc_number" varchar(20) NOT NULL,
	"doc_expiry" date NOT NULL,
	"birth_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_passengers_userId_docType_docNumber_unique" UNIQUE("user_id","doc_type","doc_number")
);
--> statement-breakpoint
CREATE TABLE "ticket_bookings" (
	"travel_order_id" integer PRIMARY KEY NOT NULL,
	"fare_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"departure_date" date NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"flight_no" varchar(8) NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"segments" jsonb NOT NULL,
	"cabin" varchar(16) NOT NULL,
	"brand" varchar(16) NOT NULL,
	"seats" smallint NOT NULL,
	"price_adult" bigint NOT NULL,
	"price_child" bigint NOT NULL,
	"price_infant" bigint NOT NULL,
	"taxes" bigint NOT NULL,
	"refund_rule" jsonb NOT NULL,
	"change_rule" jsonb NOT NULL,
	"ticketing_deadline" timestamp with time zone,
	"ticketing_late_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"travel_order_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"first_name" varchar(40) NOT NULL,
	"last_name" varchar(40) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"doc_type" varchar(16) NOT NULL,
	"doc_number" varchar(20) NOT NULL,
	"doc_expiry" date NOT NULL,
	"birth_date" date NOT NULL,
	"ticket_no" varchar(20),
	CONSTRAINT "ticket_passengers_ticketNo_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD CONSTRAINT "saved_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bookings" ADD CONSTRAINT "ticket_bookings_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_passengers" ADD CONSTRAINT "ticket_passengers_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_passengers_user_id_id_index" ON "saved_passengers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ticket_bookings_ticketing_deadline_index" ON "ticket_bookings" USING btree ("ticketing_deadline");--> statement-breakpoint
CREATE INDEX "ticket_bookings_arrives_at_index" ON "ticket_bookings" USING btree ("arrives_at");--> statement-breakpoint
CREATE INDEX "ticket_passengers_travel_order_id_index" ON "ticket_passengers" USING btree ("travel_order_id");