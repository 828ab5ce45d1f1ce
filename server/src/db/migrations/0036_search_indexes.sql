CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_chars" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_chars_index" ON "products" USING gin ("search_chars");--> statement-breakpoint
-- A goods' search terms follow its search_text in the same statement, whoever writes it: the
-- characters of scripts written without spaces (Han, kana, Hangul; the same ranges as
-- SEARCH_CHARACTER in keyword-search.ts), and the spaced words for the typo lookup.
CREATE FUNCTION "products_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_chars := ARRAY(
		SELECT DISTINCT character FROM regexp_split_to_table(NEW.search_text, '') AS character
		WHERE character ~ '[぀-ヿ㐀-䶿一-鿿가-힯]' ORDER BY character);
	INSERT INTO search_words (word)
		SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_text, '[[:space:],.;:!?()"/&+*#|<>=\[\]{}،、，。！？：；]+') AS word
		WHERE length(word) >= 3 AND word !~ '[぀-ヿ㐀-䶿一-鿿가-힯]'
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms" BEFORE INSERT OR UPDATE OF "search_text" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_search_terms"();--> statement-breakpoint
UPDATE "products" SET "search_text" = "search_text";
