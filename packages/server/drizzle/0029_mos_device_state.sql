CREATE TABLE "mos_device_copies" (
	"rundown_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"ro" json,
	"in_sync" boolean NOT NULL,
	"last_ack_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "mos_device_copies_rundown_id_device_id_pk" PRIMARY KEY("rundown_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "mos_device_statuses" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"status" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mos_calls" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "mos_device_copies" ADD CONSTRAINT "mos_device_copies_rundown_id_rundowns_id_fk" FOREIGN KEY ("rundown_id") REFERENCES "public"."rundowns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mos_device_copies" ADD CONSTRAINT "mos_device_copies_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mos_device_statuses" ADD CONSTRAINT "mos_device_statuses_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mos_device_copies_device_id_index" ON "mos_device_copies" USING btree ("device_id");