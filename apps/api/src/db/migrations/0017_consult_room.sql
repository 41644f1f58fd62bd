CREATE TABLE "consult_attendees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"part" text NOT NULL,
	"join_token_hash" text,
	"join_token_expires_at" timestamp with time zone,
	"connection_id" text,
	"joined_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"left_reason" text
);
--> statement-breakpoint
CREATE TABLE "consult_meetings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_meetings_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
ALTER TABLE "consult_attendees" ADD CONSTRAINT "consult_attendees_meeting_id_consult_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."consult_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_attendees" ADD CONSTRAINT "consult_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_meetings" ADD CONSTRAINT "consult_meetings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_meetings" ADD CONSTRAINT "consult_meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consult_attendees_present_uq" ON "consult_attendees" USING btree ("meeting_id","user_id") WHERE "consult_attendees"."left_at" is null;--> statement-breakpoint
CREATE INDEX "consult_attendees_meeting_idx" ON "consult_attendees" USING btree ("meeting_id","joined_at");--> statement-breakpoint
CREATE INDEX "consult_attendees_connection_idx" ON "consult_attendees" USING btree ("connection_id") WHERE "consult_attendees"."left_at" is null;