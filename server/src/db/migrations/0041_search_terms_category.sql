-- A goods' category is one of its search terms ('#' and its id, a token no text gives: the
-- parser splits words at '#', and search_chars holds only unspaced-script characters besides),
-- so a search filtered by category finds its goods in the same index lookup as the keyword,
-- instead of reading every goods holding the keyword to keep those of the category.
CREATE OR REPLACE FUNCTION "products_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_chars := ARRAY(
		SELECT DISTINCT character FROM regexp_split_to_table(NEW.search_text, '') AS character
		WHERE character ~ '[぀-ヿ㐀-䶿一-鿿가-힯]' ORDER BY character) || ('#' || NEW.category_id);
	IF TG_OP = 'INSERT' OR NEW.search_text IS DISTINCT FROM OLD.search_text THEN
		INSERT INTO search_words (word)
			SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_text, '[[:space:],.;:!?()"/&+*#|<>=\[\]{}،、，。！？：；]+') AS word
			WHERE length(word) >= 3 AND word !~ '[぀-ヿ㐀-䶿一-鿿가-힯]'
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "products_search_terms" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_terms" BEFORE INSERT OR UPDATE OF "search_text", "category_id" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_search_terms"();--> statement-breakpoint
UPDATE "products" SET "search_chars" = "search_chars" || ('#' || "category_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_words";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text) || array_to_tsvector(ARRAY['#' || category_id])) STORED;--> statement-breakpoint
CREATE INDEX "products_search_words" ON "products" USING gin ("search_words");--> statement-breakpoint
-- The new column has no statistics until the table is analysed (autovacuum may be off or slow):
-- without them the planner guesses every keyword's share of the goods.
ANALYZE "products";
