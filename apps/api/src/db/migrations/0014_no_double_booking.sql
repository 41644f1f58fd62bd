-- No double booking, ever: two appointments of one doctor that hold time never overlap. Half-open
-- ranges, so a consult may start the minute the previous one ends. Expired holds and cancelled,
-- ended or completed consults no longer hold time (their status leaves the list).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("doctor_id" IS NOT NULL AND "starts_at" IS NOT NULL AND "ends_at" IS NOT NULL
         AND "status" IN ('held', 'scheduled', 'checked_in', 'in_progress', 'waiting_info'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_order" CHECK ("ends_at" IS NULL OR "ends_at" > "starts_at");
