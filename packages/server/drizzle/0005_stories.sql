ALTER TABLE "stories" ADD COLUMN "date" date;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "editor_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "image_editor_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "reporter_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "media_code" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "head_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "link_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "vt_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "vo_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "footer_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "manual_vt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "legacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "changed_by_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "source_type" varchar(20);--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_image_editor_id_users_id_fk" FOREIGN KEY ("image_editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_date_idx" ON "stories" USING btree ("date","program_id");