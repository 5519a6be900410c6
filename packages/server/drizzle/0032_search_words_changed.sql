-- Custom part: an index row rewritten (a save, a slug patch) adds to `search_words` only the words
-- its old version did not have; the ~100 probes of every other word of the document were most of
-- the upsert's trigger time. New rows keep `search_words_collect` (every word).
CREATE FUNCTION public.search_words_collect_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT c.word
  FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
  CROSS JOIN LATERAL (
    SELECT unnest(tsvector_to_array(n.tsv))
    EXCEPT
    SELECT unnest(tsvector_to_array(o.tsv))
  ) AS c(word)
  WHERE NOT EXISTS (SELECT 1 FROM public.search_words w WHERE w.word = c.word)
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER search_words_after_update ON search_documents;
--> statement-breakpoint
CREATE TRIGGER search_words_after_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_words_collect_changed();
