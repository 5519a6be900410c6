CREATE TABLE "rundown_tree_writes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rundown_id" integer NOT NULL,
	"xid" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rundown_tree_writes_rundown_idx" ON "rundown_tree_writes" USING btree ("rundown_id");--> statement-breakpoint
-- Custom part: every statement that writes blocks or stories records the rundowns it wrote, whoever
-- wrote it (the app, another instance, an administrator's SQL), so a tree kept by rundown version
-- is never used after a write it does not hold (rundowns.treeCache.ts). One row per rundown per
-- statement; a story's old and new block both count (a move between rundowns).
CREATE FUNCTION public.rundown_blocks_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.rundown_tree_writes (rundown_id, xid)
    SELECT rundown_id, txid_current() FROM new_rows GROUP BY rundown_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO public.rundown_tree_writes (rundown_id, xid)
    SELECT rundown_id, txid_current()
    FROM (SELECT rundown_id FROM new_rows UNION ALL SELECT rundown_id FROM old_rows) AS written
    GROUP BY rundown_id;
  ELSE
    INSERT INTO public.rundown_tree_writes (rundown_id, xid)
    SELECT rundown_id, txid_current() FROM old_rows GROUP BY rundown_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.rundown_stories_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.rundown_tree_writes (rundown_id, xid)
    SELECT b.rundown_id, txid_current() FROM public.blocks b
    WHERE b.id IN (SELECT block_id FROM new_rows) GROUP BY b.rundown_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO public.rundown_tree_writes (rundown_id, xid)
    SELECT b.rundown_id, txid_current() FROM public.blocks b
    WHERE b.id IN (SELECT block_id FROM new_rows UNION ALL SELECT block_id FROM old_rows)
    GROUP BY b.rundown_id;
  ELSE
    INSERT INTO public.rundown_tree_writes (rundown_id, xid)
    SELECT b.rundown_id, txid_current() FROM public.blocks b
    WHERE b.id IN (SELECT block_id FROM old_rows) GROUP BY b.rundown_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rundown_tree_blocks_inserted AFTER INSERT ON blocks
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.rundown_blocks_written();
--> statement-breakpoint
CREATE TRIGGER rundown_tree_blocks_updated AFTER UPDATE ON blocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.rundown_blocks_written();
--> statement-breakpoint
CREATE TRIGGER rundown_tree_blocks_deleted AFTER DELETE ON blocks
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.rundown_blocks_written();
--> statement-breakpoint
CREATE TRIGGER rundown_tree_stories_inserted AFTER INSERT ON stories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.rundown_stories_written();
--> statement-breakpoint
CREATE TRIGGER rundown_tree_stories_updated AFTER UPDATE ON stories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.rundown_stories_written();
--> statement-breakpoint
CREATE TRIGGER rundown_tree_stories_deleted AFTER DELETE ON stories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.rundown_stories_written();
