CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_folded_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "folded";--> statement-breakpoint
-- Custom part: `search_words` holds every lexeme of the index's tsv (FUZZY widens a typed word to
-- the similar words found here). Statement triggers add the new words of the rows a statement
-- inserted or updated, in its transaction; a word already there is skipped before the insert (so
-- concurrent saves rarely meet on the same key), and words go in sorted order.
CREATE FUNCTION public.search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT l.lexeme
  FROM new_rows r CROSS JOIN LATERAL unnest(r.tsv) AS l
  WHERE NOT EXISTS (SELECT 1 FROM public.search_words w WHERE w.word = l.lexeme)
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_after_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.search_words_collect();
--> statement-breakpoint
CREATE TRIGGER search_words_after_update AFTER UPDATE ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.search_words_collect();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT l.lexeme FROM search_documents d CROSS JOIN LATERAL unnest(d.tsv) AS l
ON CONFLICT DO NOTHING;
