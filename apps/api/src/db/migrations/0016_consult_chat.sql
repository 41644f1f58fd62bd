CREATE TABLE "consult_chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_chat_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_seq" integer NOT NULL,
	"message_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_chat_reads" (
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_seq" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consult_chat_reads_appointment_id_user_id_pk" PRIMARY KEY("appointment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "consult_chats" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consult_chat_messages" ADD CONSTRAINT "consult_chat_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_chat_messages" ADD CONSTRAINT "consult_chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_chat_notices" ADD CONSTRAINT "consult_chat_notices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_chat_notices" ADD CONSTRAINT "consult_chat_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_chat_notices" ADD CONSTRAINT "consult_chat_notices_message_id_consult_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."consult_chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_chat_reads" ADD CONSTRAINT "consult_chat_reads_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_chat_reads" ADD CONSTRAINT "consult_chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_chats" ADD CONSTRAINT "consult_chats_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consult_chat_messages_seq_uq" ON "consult_chat_messages" USING btree ("appointment_id","seq");--> statement-breakpoint
CREATE INDEX "consult_chat_messages_created_idx" ON "consult_chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_chat_notices_reader_uq" ON "consult_chat_notices" USING btree ("appointment_id","user_id","read_seq");--> statement-breakpoint
CREATE INDEX "consult_chat_reads_user_idx" ON "consult_chat_reads" USING btree ("user_id");