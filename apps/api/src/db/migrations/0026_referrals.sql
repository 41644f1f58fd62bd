CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referrer_kind" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_specialty" text,
	"target_doctor_id" uuid,
	"external" jsonb,
	"reason" text NOT NULL,
	"clinical_details" text NOT NULL,
	"validity_kind" text NOT NULL,
	"validity_months" integer,
	"issued_on" date NOT NULL,
	"valid_until" date,
	"status" text DEFAULT 'offered' NOT NULL,
	"response_reason" text,
	"responded_at" timestamp with time zone,
	"booked_appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_target_doctor_id_users_id_fk" FOREIGN KEY ("target_doctor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_booked_appointment_id_appointments_id_fk" FOREIGN KEY ("booked_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_patient_idx" ON "referrals" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_target_doctor_idx" ON "referrals" USING btree ("target_doctor_id");--> statement-breakpoint
CREATE INDEX "referrals_appointment_idx" ON "referrals" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "referrals_booked_appointment_idx" ON "referrals" USING btree ("booked_appointment_id");