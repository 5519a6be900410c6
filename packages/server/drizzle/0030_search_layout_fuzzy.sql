-- Custom: a search's pool reads `tsv` and the filter columns of up to 1,000 rows. `tsv` stays in
-- the row, uncompressed (MAIN: compressed, then moved out, only when the row is still too big
-- without the text); the text goes out of the row first, uncompressed (EXTERNAL), and is read
-- only for the page's snippets. Rows take this layout when next written (a save, a rebuild).
ALTER TABLE "search_documents" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "body" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title" SET STORAGE EXTERNAL;--> statement-breakpoint
-- FUZZY's candidate words for each typed word (search.repository `fuzzyWords`), with the trigram
-- thresholds its operators read set for this function's run only (restored after it): no
-- transaction and no statement of their own. `<%` = word similarity ≥ 0.5 (FUZZY_THRESHOLD),
-- `%` = similarity ≥ 0.3 (FUZZY_CANDIDATE_SIMILARITY); both served by the trigram index.
CREATE FUNCTION public.search_similar_words(terms text[], candidates integer)
RETURNS TABLE (term_no integer, similar_word text, sim real, word_sim real)
LANGUAGE sql STABLE
SET pg_trgm.word_similarity_threshold = 0.5
SET pg_trgm.similarity_threshold = 0.3
AS $$
  SELECT t.i::integer, w.word, w.similarity, w.word_similarity
  FROM unnest(terms) WITH ORDINALITY AS t(term, i)
  CROSS JOIN LATERAL (
    SELECT s.word, similarity(t.term, s.word) AS similarity,
      word_similarity(t.term, s.word) AS word_similarity
    FROM public.search_words s
    WHERE t.term <% s.word OR s.word % t.term
    ORDER BY 2 DESC, 1
    LIMIT candidates
  ) w
$$;
