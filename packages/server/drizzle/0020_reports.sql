CREATE TABLE "report_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"date" date NOT NULL,
	"category_id" integer,
	"event_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"ok" boolean DEFAULT false NOT NULL,
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
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_id_report_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."report_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_categories_name_key" ON "report_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "report_events_name_key" ON "report_events" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "reports_date_idx" ON "reports" USING btree ("date");--> statement-breakpoint
CREATE INDEX "reports_category_idx" ON "reports" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reports_event_ids_idx" ON "reports" USING gin ("event_ids");