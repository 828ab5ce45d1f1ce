ALTER TABLE "user_coupons" ADD COLUMN "travel_order_id" integer;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_coupons_travel_order_id_index" ON "user_coupons" USING btree ("travel_order_id");--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_one_order" CHECK ("user_coupons"."order_id" is null or "user_coupons"."travel_order_id" is null);