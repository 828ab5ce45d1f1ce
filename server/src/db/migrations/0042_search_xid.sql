-- The transaction that last changed what a search engine beside PostgreSQL indexes of a goods
-- (SEARCH_ENGINE=sqlite), and of goods deleted: the engine reads what changed since the oldest
-- transaction still running at its last catch-up, so a change committed out of order is never skipped.
ALTER TABLE "products" ADD COLUMN "search_xid" xid8;--> statement-breakpoint
CREATE INDEX "products_search_xid_index" ON "products" USING btree ("search_xid");--> statement-breakpoint
CREATE TABLE "deleted_products" (
	"product_id" integer NOT NULL,
	"search_xid" xid8 DEFAULT pg_current_xact_id() NOT NULL
);--> statement-breakpoint
CREATE INDEX "deleted_products_search_xid_index" ON "deleted_products" USING btree ("search_xid");--> statement-breakpoint
CREATE FUNCTION "products_search_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		INSERT INTO deleted_products (product_id) VALUES (OLD.id);
		RETURN OLD;
	END IF;
	NEW.search_xid := pg_current_xact_id();
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_xid" BEFORE INSERT OR DELETE OR UPDATE OF "status", "category_id", "brand", "name", "subtitle", "search_text", "price", "is_new", "new_at", "created_at", "sort", "sales_volume" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_search_xid"();
