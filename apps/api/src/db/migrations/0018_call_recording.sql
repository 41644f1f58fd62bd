CREATE TABLE "consult_recording_chunks" (
	"recording_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consult_recording_chunks_recording_id_index_pk" PRIMARY KEY("recording_id","index")
);
--> statement-breakpoint
CREATE TABLE "consult_recording_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consult_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"recorded_by" uuid NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"stop_reason" text,
	"content_type" text,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"first_chunk_at" timestamp with time zone,
	"last_chunk_at" timestamp with time zone,
	CONSTRAINT "consult_recordings_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "consult_recording_chunks" ADD CONSTRAINT "consult_recording_chunks_recording_id_consult_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."consult_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_recording_requests" ADD CONSTRAINT "consult_recording_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_recording_requests" ADD CONSTRAINT "consult_recording_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_recording_requests" ADD CONSTRAINT "consult_recording_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_recordings" ADD CONSTRAINT "consult_recordings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_recordings" ADD CONSTRAINT "consult_recordings_request_id_consult_recording_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consult_recording_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_recordings" ADD CONSTRAINT "consult_recordings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_recording_requests_appointment_idx" ON "consult_recording_requests" USING btree ("appointment_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_recording_requests_pending_uq" ON "consult_recording_requests" USING btree ("appointment_id") WHERE "consult_recording_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "consult_recordings_appointment_idx" ON "consult_recordings" USING btree ("appointment_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_recordings_running_uq" ON "consult_recordings" USING btree ("appointment_id") WHERE "consult_recordings"."status" = 'recording';