CREATE TABLE "agency_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_connectors" (
	"network" varchar(16) PRIMARY KEY NOT NULL,
	"base_url" varchar(500) NOT NULL,
	"token" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"network" varchar(16) NOT NULL,
	"identity" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text,
	"author" text DEFAULT '' NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"flash" boolean DEFAULT false NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_lanes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"position" integer NOT NULL,
	"source_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"term" varchar(200) DEFAULT '' NOT NULL,
	"flash_only" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"address" varchar(500) NOT NULL,
	"address_key" varchar(500) NOT NULL,
	"category_id" integer,
	"interval_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"hint" varchar(64),
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(100) NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"link" text,
	"item_id" integer,
	"used" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_items" ADD CONSTRAINT "agency_items_source_id_agency_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."agency_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_lanes" ADD CONSTRAINT "agency_lanes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sources" ADD CONSTRAINT "agency_sources_category_id_agency_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."agency_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_suggestions" ADD CONSTRAINT "news_suggestions_item_id_agency_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."agency_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_suggestions" ADD CONSTRAINT "news_suggestions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_categories_name_key" ON "agency_categories" USING btree ("network",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agency_items_identity_key" ON "agency_items" USING btree ("source_id","identity");--> statement-breakpoint
CREATE INDEX "agency_items_source_idx" ON "agency_items" USING btree ("source_id","published_at","id");--> statement-breakpoint
CREATE INDEX "agency_items_fetched_idx" ON "agency_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agency_lanes_owner_idx" ON "agency_lanes" USING btree ("owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_sources_address_key" ON "agency_sources" USING btree ("network","kind","address_key");--> statement-breakpoint
CREATE INDEX "agency_sources_due_idx" ON "agency_sources" USING btree ("next_poll_at") WHERE "agency_sources"."enabled";--> statement-breakpoint
CREATE INDEX "news_suggestions_created_idx" ON "news_suggestions" USING btree ("created_at");