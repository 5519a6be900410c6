CREATE TABLE "news_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"state" varchar(20) DEFAULT 'PRODUCING' NOT NULL,
	"branch_id" integer,
	"reporter_id" integer,
	"editor_id" integer,
	"programs_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"editorials_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vehicles_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"classification_id" integer,
	"cameraman" varchar(60) DEFAULT '' NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"heading_suggestion" text DEFAULT '' NOT NULL,
	"note_suggestion" text DEFAULT '' NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"ok" boolean DEFAULT false NOT NULL,
	"tv" boolean DEFAULT true NOT NULL,
	"radio" boolean DEFAULT false NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cgs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_ms" integer DEFAULT 0 NOT NULL,
	"assignment_id" integer,
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
ALTER TABLE "news_reports" ADD CONSTRAINT "news_reports_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reports" ADD CONSTRAINT "news_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reports" ADD CONSTRAINT "news_reports_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reports" ADD CONSTRAINT "news_reports_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reports" ADD CONSTRAINT "news_reports_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reports" ADD CONSTRAINT "news_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reports" ADD CONSTRAINT "news_reports_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_reports_date_idx" ON "news_reports" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "news_reports_uuid_key" ON "news_reports" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "news_reports_assignment_idx" ON "news_reports" USING btree ("assignment_id");