CREATE INDEX "orders_created_at_index" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_biz_created_at_index" ON "payments" USING btree ("biz","created_at");