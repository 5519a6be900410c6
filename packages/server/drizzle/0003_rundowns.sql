CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"rundown_id" integer NOT NULL,
	"index" integer NOT NULL,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"stand_by" boolean DEFAULT false NOT NULL,
	"commercial_ms" bigint DEFAULT 0 NOT NULL,
	"break_time" time,
	"display_status" varchar(10) DEFAULT 'blank' NOT NULL,
	"play_time" timestamp with time zone,
	"stop_time" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rundown_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"rundown_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"entity" varchar(20) NOT NULL,
	"entity_id" integer,
	"label" text,
	"details" jsonb,
	"user_id" integer,
	"nickname" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rundown_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"program_id" integer NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rundowns" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"date" date NOT NULL,
	"start" time NOT NULL,
	"end" time NOT NULL,
	"production_ms" bigint,
	"approved" boolean DEFAULT false NOT NULL,
	"displayed" boolean DEFAULT false NOT NULL,
	"mos_enabled" boolean DEFAULT false NOT NULL,
	"on_air_entity" varchar(10),
	"on_air_id" integer,
	"on_air_start" timestamp with time zone,
	"on_air_total_ms" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"block_id" integer,
	"index" integer DEFAULT 0 NOT NULL,
	"page" varchar(10) DEFAULT '' NOT NULL,
	"slug" varchar(100) DEFAULT '' NOT NULL,
	"program_id" integer,
	"estimated_ms" bigint DEFAULT 0 NOT NULL,
	"total_ms" bigint DEFAULT 0 NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"display_status" varchar(10) DEFAULT 'blank' NOT NULL,
	"play_time" timestamp with time zone,
	"stop_time" timestamp with time zone,
	"owner_id" integer,
	"allowed_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"radio" boolean DEFAULT false NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"program_id" integer,
	"slug" varchar(100) DEFAULT '' NOT NULL,
	"estimated_ms" bigint DEFAULT 0 NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"index" integer NOT NULL,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"stand_by" boolean DEFAULT false NOT NULL,
	"commercial_ms" bigint DEFAULT 0 NOT NULL,
	"break_time" time,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"index" integer NOT NULL,
	"slug" varchar(100) DEFAULT '' NOT NULL,
	"estimated_ms" bigint DEFAULT 0 NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_rundown_id_rundowns_id_fk" FOREIGN KEY ("rundown_id") REFERENCES "public"."rundowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rundown_logs" ADD CONSTRAINT "rundown_logs_rundown_id_rundowns_id_fk" FOREIGN KEY ("rundown_id") REFERENCES "public"."rundowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rundown_logs" ADD CONSTRAINT "rundown_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rundown_templates" ADD CONSTRAINT "rundown_templates_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rundowns" ADD CONSTRAINT "rundowns_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_templates" ADD CONSTRAINT "story_templates_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_blocks" ADD CONSTRAINT "template_blocks_template_id_rundown_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."rundown_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_stories" ADD CONSTRAINT "template_stories_block_id_template_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."template_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_rundown_idx" ON "blocks" USING btree ("rundown_id","index");--> statement-breakpoint
CREATE INDEX "rundown_logs_rundown_idx" ON "rundown_logs" USING btree ("rundown_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rundowns_program_date_key" ON "rundowns" USING btree ("program_id","date");--> statement-breakpoint
CREATE INDEX "stories_block_idx" ON "stories" USING btree ("block_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_uuid_key" ON "stories" USING btree ("uuid");