CREATE INDEX "products_price_asc_index" ON "products" USING btree ("status","price","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_desc_index" ON "products" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "products_sales_index" ON "products" USING btree ("status","sales_volume","id");--> statement-breakpoint
CREATE INDEX "products_newest_index" ON "products" USING btree ("status","new_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);