ALTER TABLE "emergency_calls" ADD COLUMN "voicemail_storage_key" text;--> statement-breakpoint
ALTER TABLE "emergency_calls" ADD COLUMN "voicemail_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "emergency_calls" ADD COLUMN "voicemail_fetch_attempts" integer DEFAULT 0 NOT NULL;