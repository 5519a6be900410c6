CREATE TABLE "mos_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"claimed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" jsonb,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mos_calls_waiting_idx" ON "mos_calls" USING btree ("created_at") WHERE claimed_at IS NULL;