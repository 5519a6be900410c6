CREATE TABLE "round_calls" (
	"round_id" integer NOT NULL,
	"date" date NOT NULL,
	"state" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"called_by_id" integer,
	"called_at" timestamp with time zone,
	"assignment_id" integer,
	"proposal_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_calls_round_id_date_pk" PRIMARY KEY("round_id","date")
);
--> statement-breakpoint
CREATE TABLE "round_institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_key" text NOT NULL,
	"segment_id" integer NOT NULL,
	"phone" varchar(60) DEFAULT '' NOT NULL,
	"contact_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"time" varchar(5) NOT NULL,
	"institution_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "round_calls" ADD CONSTRAINT "round_calls_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_calls" ADD CONSTRAINT "round_calls_called_by_id_users_id_fk" FOREIGN KEY ("called_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_calls" ADD CONSTRAINT "round_calls_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_calls" ADD CONSTRAINT "round_calls_proposal_id_assignment_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."assignment_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_institutions" ADD CONSTRAINT "round_institutions_segment_id_round_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."round_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_institution_id_round_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."round_institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_calls_date_idx" ON "round_calls" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "round_institutions_name_key" ON "round_institutions" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "round_segments_name_key" ON "round_segments" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_institution_time_key" ON "rounds" USING btree ("institution_id","time");