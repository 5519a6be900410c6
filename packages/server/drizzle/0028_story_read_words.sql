ALTER TABLE "stories" ADD COLUMN "read_words" jsonb;--> statement-breakpoint
-- Word counts are written with the sections (storyRepository). A write of the sections that does
-- not write the counts too (a copy, a template, the demo) leaves them unknown, so the rundown
-- load counts from the sections: a forgotten path costs a count, never a stale figure. Stories
-- stored before this migration have none and are counted at load until their next save.
CREATE FUNCTION public.stories_read_words_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sections IS DISTINCT FROM OLD.sections AND NEW.read_words IS NOT DISTINCT FROM OLD.read_words THEN
    NEW.read_words := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER stories_read_words_reset BEFORE UPDATE OF sections ON stories
  FOR EACH ROW EXECUTE FUNCTION public.stories_read_words_reset();
