-- cube + earthdistance: nearest-first pharmacy search (decision 0065). PGlite loads both from
-- src/db/extensions.ts; PostgreSQL has them in contrib (both are trusted extensions).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "pharmacies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text,
	"fax" text,
	"email" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" text,
	"match_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferred_pharmacies" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferred_pharmacies" ADD CONSTRAINT "preferred_pharmacies_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_pharmacies" ADD CONSTRAINT "preferred_pharmacies_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacies_match_key_uq" ON "pharmacies" USING btree ("match_key");--> statement-breakpoint
CREATE INDEX "pharmacies_postcode_idx" ON "pharmacies" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "pharmacies_name_trgm_idx" ON "pharmacies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pharmacies_suburb_trgm_idx" ON "pharmacies" USING gin ("suburb" gin_trgm_ops);
