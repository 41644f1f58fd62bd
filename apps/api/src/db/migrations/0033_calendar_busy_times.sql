-- A doctor's outside-calendar busy times as rows with a GiST index on (doctor, time range), so the
-- slot engine reads only the events overlapping the window it is asked about (decision 0059).
-- The feed is the doctor's doctor_calendars row (one feed a doctor): doctor_id names both.
CREATE TABLE "calendar_busy_times" (
	"id" uuid PRIMARY KEY NOT NULL,
	"doctor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_times_order" CHECK ("calendar_busy_times"."ends_at" > "calendar_busy_times"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_doctor_id_doctor_calendars_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor_calendars"("doctor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_times_overlap_idx" ON "calendar_busy_times" USING gist ("doctor_id",tstzrange("starts_at", "ends_at", '[)'));--> statement-breakpoint
-- Backfill from the JSON cache each feed kept until now: [{ "s": epoch ms, "e": epoch ms }].
-- Entries that are not two numbers with the end after the start were ignored by the slot engine,
-- and are left out here too.
INSERT INTO "calendar_busy_times" ("id", "doctor_id", "starts_at", "ends_at")
SELECT gen_random_uuid(), b."doctor_id", to_timestamp(b.s / 1000), to_timestamp(b.e / 1000)
FROM (
  SELECT c."doctor_id",
         CASE WHEN jsonb_typeof(x->'s') = 'number' THEN (x->>'s')::double precision END AS s,
         CASE WHEN jsonb_typeof(x->'e') = 'number' THEN (x->>'e')::double precision END AS e
  FROM "doctor_calendars" c
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(c."busy") = 'array' THEN c."busy" ELSE '[]'::jsonb END) AS x
  WHERE jsonb_typeof(x) = 'object'
) b
WHERE b.e > b.s AND b.s > -8000000000000000 AND b.e < 8000000000000000;--> statement-breakpoint
-- The rows are now the only copy: the column goes, so nothing can read or write a stale cache.
ALTER TABLE "doctor_calendars" DROP COLUMN "busy";
--> statement-breakpoint
-- Everything the slot engine reads about one doctor for a window, in one call: zone, consult
-- settings, availability rules, the slot-holding appointments (live holds only) and the calendar
-- busy times overlapping [win_from, win_to), times as epoch milliseconds. A PL/pgSQL function so
-- the plan is made once a connection and reused (force_generic_plan): planning the same statement
-- sent inline on every request cost the busy doctor more than running it. The statuses are
-- SLOT_HOLDING_STATUSES of @curo/core/scheduling, as in the exclusion constraint of 0014; a change
-- there needs a migration replacing this function too.
CREATE FUNCTION "doctor_schedule_snapshot"(doctor uuid, win_from timestamptz, win_to timestamptz, ignore_id uuid)
RETURNS TABLE ("timeZone" text, "consultSettings" jsonb, "rules" json, "booked" json, "calendar" json)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $fn$
BEGIN
  RETURN QUERY
    SELECT p."time_zone"::text, p."consult_settings",
      (SELECT coalesce(json_agg(json_build_object(
          'kind', r."kind", 'weekday', r."weekday", 'date', r."date"::text,
          'startTime', r."start_time", 'endTime', r."end_time")), '[]'::json)
        FROM "availability_rules" r WHERE r."doctor_id" = p."user_id"),
      (SELECT coalesce(json_agg(json_build_object(
          's', (extract(epoch FROM a."starts_at") * 1000)::float8,
          'e', (extract(epoch FROM a."ends_at") * 1000)::float8,
          'held', a."status" = 'held')), '[]'::json)
        FROM "appointments" a
        WHERE a."doctor_id" = p."user_id" AND a."starts_at" IS NOT NULL AND a."ends_at" IS NOT NULL
          AND a."status" IN ('held', 'scheduled', 'checked_in', 'in_progress', 'waiting_info')
          AND (a."hold_expires_at" IS NULL OR a."hold_expires_at" > now())
          AND tstzrange(a."starts_at", a."ends_at", '[)') && tstzrange(win_from, win_to, '[)')
          AND (ignore_id IS NULL OR a."id" <> ignore_id)),
      (SELECT coalesce(json_agg(json_build_object(
          's', (extract(epoch FROM c."starts_at") * 1000)::float8,
          'e', (extract(epoch FROM c."ends_at") * 1000)::float8)), '[]'::json)
        FROM "calendar_busy_times" c
        WHERE c."doctor_id" = p."user_id"
          AND tstzrange(c."starts_at", c."ends_at", '[)') && tstzrange(win_from, win_to, '[)'))
    FROM "doctor_profiles" p WHERE p."user_id" = doctor;
END
$fn$;
