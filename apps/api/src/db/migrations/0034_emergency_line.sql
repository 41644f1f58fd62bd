CREATE TABLE "consult_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"source" text NOT NULL,
	"call_sid" text,
	"status" text NOT NULL,
	"status_rank" smallint NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_calls_call_sid_unique" UNIQUE("call_sid")
);
--> statement-breakpoint
CREATE TABLE "emergency_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"call_sid" text NOT NULL,
	"from_number" text,
	"to_number" text,
	"status" text NOT NULL,
	"status_rank" smallint NOT NULL,
	"legs" jsonb NOT NULL,
	"answered_leg" integer,
	"answered_by" uuid,
	"reached_voicemail" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"recording_sid" text,
	"recording_duration_seconds" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_calls_call_sid_unique" UNIQUE("call_sid")
);
--> statement-breakpoint
CREATE TABLE "emergency_phone_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_number" text,
	"fallback_number" text,
	"ring_seconds" integer NOT NULL,
	"no_answer_message" text NOT NULL,
	"voicemail" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consult_calls" ADD CONSTRAINT "consult_calls_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_calls" ADD CONSTRAINT "consult_calls_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_calls" ADD CONSTRAINT "emergency_calls_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_phone_settings" ADD CONSTRAINT "emergency_phone_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_calls_appointment_idx" ON "consult_calls" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "emergency_calls_started_idx" ON "emergency_calls" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "emergency_calls_answered_by_idx" ON "emergency_calls" USING btree ("answered_by","started_at");