DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=off);