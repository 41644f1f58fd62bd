CREATE TABLE "outbound_faxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"provider_fax_id" text,
	"to_number" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages" integer,
	"error" text,
	"sent_by" uuid,
	"patient_id" uuid,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "received_faxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"provider_fax_id" text NOT NULL,
	"from_number" text,
	"to_number" text,
	"pages" integer,
	"received_at" timestamp with time zone NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"folder" text DEFAULT 'inbox' NOT NULL,
	"label" text,
	"note" text,
	"read_at" timestamp with time zone,
	"patient_id" uuid,
	"appointment_id" uuid,
	"filed_at" timestamp with time zone,
	"filed_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_faxes" ADD CONSTRAINT "outbound_faxes_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_faxes" ADD CONSTRAINT "outbound_faxes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_faxes" ADD CONSTRAINT "outbound_faxes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_faxes" ADD CONSTRAINT "received_faxes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_faxes" ADD CONSTRAINT "received_faxes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_faxes" ADD CONSTRAINT "received_faxes_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_faxes" ADD CONSTRAINT "received_faxes_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_faxes_provider_id_uq" ON "outbound_faxes" USING btree ("source","provider_fax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "received_faxes_provider_id_uq" ON "received_faxes" USING btree ("source","provider_fax_id");--> statement-breakpoint
CREATE INDEX "received_faxes_folder_idx" ON "received_faxes" USING btree ("folder","received_at");--> statement-breakpoint
CREATE INDEX "received_faxes_patient_idx" ON "received_faxes" USING btree ("patient_id","received_at");--> statement-breakpoint
CREATE INDEX "received_faxes_deleted_idx" ON "received_faxes" USING btree ("deleted_at");