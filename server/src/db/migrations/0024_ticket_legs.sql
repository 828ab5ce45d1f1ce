ALTER TABLE "ticket_bookings" ADD COLUMN "leg" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_bookings" DROP CONSTRAINT "ticket_bookings_pkey";--> statement-breakpoint
ALTER TABLE "ticket_bookings" ADD CONSTRAINT "ticket_bookings_travel_order_id_leg_pk" PRIMARY KEY("travel_order_id","leg");--> statement-breakpoint
ALTER TABLE "ticket_bookings" ADD CONSTRAINT "ticket_bookings_leg" CHECK ("ticket_bookings"."leg" between 0 and 3);
