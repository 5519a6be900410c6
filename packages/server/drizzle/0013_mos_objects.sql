CREATE TABLE "mos_objects" (
	"device_id" integer NOT NULL,
	"object_id" varchar(128) NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"media" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mos_objects_device_id_object_id_pk" PRIMARY KEY("device_id","object_id")
);
--> statement-breakpoint
ALTER TABLE "mos_objects" ADD CONSTRAINT "mos_objects_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;