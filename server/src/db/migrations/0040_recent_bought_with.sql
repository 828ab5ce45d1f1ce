DROP INDEX "order_lines_product_id_index";--> statement-breakpoint
CREATE INDEX "order_lines_product_id_order_id_index" ON "order_lines" USING btree ("product_id","order_id");