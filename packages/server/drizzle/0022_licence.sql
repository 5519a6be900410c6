CREATE TABLE "licence" (
	"id" integer PRIMARY KEY NOT NULL,
	"file" jsonb,
	"server_url" varchar(400),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
