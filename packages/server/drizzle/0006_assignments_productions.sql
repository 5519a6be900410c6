CREATE TABLE "assignment_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(100) NOT NULL,
	"date" date,
	"proposal" text DEFAULT '' NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"programs_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"author_id" integer,
	"assignment_id" integer,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"state" varchar(20) DEFAULT 'PRODUCING' NOT NULL,
	"type_id" integer,
	"team_id" integer,
	"branch_id" integer,
	"classification_id" integer,
	"cameraman" varchar(60) DEFAULT '' NOT NULL,
	"editors_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"producers_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reporters_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"programs_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"editorials_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vehicles_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"proposal" text DEFAULT '' NOT NULL,
	"referral" text DEFAULT '' NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"guides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposal_id" integer,
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
CREATE TABLE "production_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"status" varchar(20) DEFAULT 'NEW' NOT NULL,
	"schedule" time,
	"departure" time,
	"arrival" time,
	"type_id" integer,
	"local" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"team_id" integer,
	"medias" text DEFAULT '' NOT NULL,
	"producers_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"editors_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"resources_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vehicles_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assignment_id" integer,
	"owner_id" integer,
	"changed_by_id" integer,
	"excluded" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_proposals" ADD CONSTRAINT "assignment_proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_proposals" ADD CONSTRAINT "assignment_proposals_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_type_id_production_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."production_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_proposals_date_idx" ON "assignment_proposals" USING btree ("date");--> statement-breakpoint
CREATE INDEX "assignments_date_idx" ON "assignments" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_uuid_key" ON "assignments" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "production_resources_name_key" ON "production_resources" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "production_types_name_key" ON "production_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "productions_date_idx" ON "productions" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "productions_assignment_key" ON "productions" USING btree ("assignment_id");