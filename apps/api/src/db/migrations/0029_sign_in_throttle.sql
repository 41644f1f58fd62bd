CREATE TABLE "sign_in_throttle" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttle_key_idx" ON "sign_in_throttle" USING btree ("scope","key_hash","created_at");