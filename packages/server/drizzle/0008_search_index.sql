-- Custom part: the search configuration — `simple` words (no stemming, every language) with
-- accents folded by the unaccent dictionary, so "São" and "sao" are one word and ts_headline
-- still marks the original, accented text. Runs on PGlite and PostgreSQL 15 alike.
CREATE TEXT SEARCH CONFIGURATION public.nrcs_search (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.nrcs_search
  ALTER MAPPING FOR asciihword, asciiword, hword, hword_asciipart, hword_part, word
  WITH public.unaccent, pg_catalog.simple;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"document_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"date" date,
	"program_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"owner_id" integer,
	"is_private" boolean DEFAULT false NOT NULL,
	"allowed_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('public.nrcs_search'::regconfig, title), 'A') || setweight(to_tsvector('public.nrcs_search'::regconfig, body), 'B')) STORED,
	"folded" text GENERATED ALWAYS AS (lower(immutable_unaccent(title || ' ' || body))) STORED
);
--> statement-breakpoint
CREATE TABLE "search_rebuilds" (
	"kind" varchar(20) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_kind_document_key" ON "search_documents" USING btree ("kind","document_id");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_folded_trgm_idx" ON "search_documents" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_date_idx" ON "search_documents" USING btree ("kind","date");