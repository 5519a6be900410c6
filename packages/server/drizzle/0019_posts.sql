CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"caption" varchar(300) NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"featured_image_id" varchar(36),
	"publication_date" timestamp with time zone,
	"wordpress_id" integer,
	"author_id" integer,
	"category_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_type" varchar(20),
	"source_id" integer,
	"publication_state" varchar(12) DEFAULT 'draft' NOT NULL,
	"wordpress_post_id" integer,
	"wordpress_slug" varchar(200),
	"link" text,
	"published_at" timestamp with time zone,
	"published_by_id" integer,
	"published_version" integer,
	"publish_error" text,
	"publish_claim_until" timestamp with time zone,
	"owner_id" integer,
	"changed_by_id" integer,
	"is_private" boolean DEFAULT false NOT NULL,
	"allowed_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordpress_media" (
	"site_id" integer NOT NULL,
	"file_id" varchar(36) NOT NULL,
	"media_id" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "wordpress_media_site_id_file_id_pk" PRIMARY KEY("site_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "wordpress_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"url" varchar(500) NOT NULL,
	"user_name" varchar(120) NOT NULL,
	"password_sealed" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_featured_image_id_files_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_wordpress_id_wordpress_sites_id_fk" FOREIGN KEY ("wordpress_id") REFERENCES "public"."wordpress_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordpress_media" ADD CONSTRAINT "wordpress_media_site_id_wordpress_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."wordpress_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordpress_media" ADD CONSTRAINT "wordpress_media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_updated_idx" ON "posts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wordpress_sites_url_key" ON "wordpress_sites" USING btree (lower("url"));