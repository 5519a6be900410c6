CREATE TABLE "device_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(10) NOT NULL,
	"vendor" varchar(30) DEFAULT 'OTHER' NOT NULL,
	"protocol" varchar(5) NOT NULL,
	"plugin" varchar(10) DEFAULT 'NONE' NOT NULL,
	"plugin_url" varchar(500) DEFAULT '' NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_channel" varchar(50),
	"paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"charset" varchar(20) DEFAULT 'UTF-8' NOT NULL,
	"revision" varchar(10) DEFAULT '2.8.5' NOT NULL,
	"mos_id" varchar(128) DEFAULT '' NOT NULL,
	"host" varchar(255) DEFAULT '' NOT NULL,
	"secondary_host" varchar(255) DEFAULT '' NOT NULL,
	"port" integer,
	"lower_port" integer DEFAULT 10540 NOT NULL,
	"upper_port" integer DEFAULT 10541 NOT NULL,
	"query_port" integer DEFAULT 10542 NOT NULL,
	"heartbeat_seconds" integer DEFAULT 30 NOT NULL,
	"web_service_url" varchar(500) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_templates" ADD CONSTRAINT "device_templates_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_templates_number_key" ON "device_templates" USING btree ("device_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_name_key" ON "devices" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_cg_device_id_devices_id_fk" FOREIGN KEY ("cg_device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_playout_device_id_devices_id_fk" FOREIGN KEY ("playout_device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;