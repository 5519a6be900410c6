-- The block alone, not (block, index): a renumbering of a block's stories (every move) then
-- changes no indexed column, so its updates stay in place (HOT) and add no index entries.
DROP INDEX "stories_block_idx";--> statement-breakpoint
CREATE INDEX "stories_block_idx" ON "stories" USING btree ("block_id");