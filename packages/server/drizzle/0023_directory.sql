CREATE TABLE "directory_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"password_sealed" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_started_at" timestamp with time zone,
	"sync_beat_at" timestamp with time zone,
	"sync_trigger" varchar(12),
	"sync_done" integer DEFAULT 0 NOT NULL,
	"sync_total" integer DEFAULT 0 NOT NULL,
	"sync_requested_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "directory_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"entry_key" varchar(600) NOT NULL,
	"dn" text NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_users" ADD CONSTRAINT "directory_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_users_entry_key" ON "directory_users" USING btree ("entry_key");