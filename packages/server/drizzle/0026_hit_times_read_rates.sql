CREATE TABLE "presenter_read_rates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wpm" integer,
	"suggested_wpm" integer,
	"suggested_words" integer,
	"suggested_seconds" integer,
	"suggested_stories" integer,
	"suggested_rundown_id" integer,
	"suggested_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD COLUMN "hit_time" time;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "hit_time" time;--> statement-breakpoint
ALTER TABLE "presenter_read_rates" ADD CONSTRAINT "presenter_read_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presenter_read_rates" ADD CONSTRAINT "presenter_read_rates_suggested_rundown_id_rundowns_id_fk" FOREIGN KEY ("suggested_rundown_id") REFERENCES "public"."rundowns"("id") ON DELETE set null ON UPDATE no action;