CREATE TABLE "document_origins" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"document_id" integer NOT NULL,
	"branch_id" integer,
	"branch_name" varchar(120) NOT NULL,
	"remote_id" integer NOT NULL,
	"copied_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "document_origins" ADD CONSTRAINT "document_origins_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_origins" ADD CONSTRAINT "document_origins_copied_by_id_users_id_fk" FOREIGN KEY ("copied_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_tokens" ADD CONSTRAINT "remote_tokens_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_origins_key" ON "document_origins" USING btree ("kind","document_id");--> statement-breakpoint
CREATE INDEX "document_origins_remote_idx" ON "document_origins" USING btree ("branch_id","kind","remote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_tokens_hash_key" ON "remote_tokens" USING btree ("token_hash");