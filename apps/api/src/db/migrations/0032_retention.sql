ALTER TABLE "patient_profiles" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deidentified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_retention_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" is not null and "users"."deidentified_at" is null;