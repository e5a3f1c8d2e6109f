CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"gateway_message_id" text,
	"cost" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_messages_status_known" CHECK ("sms_messages"."status" IN ('queued', 'sent', 'failed', 'outbox'))
);
--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_recipient_idx" ON "sms_messages" USING btree ("recipient","created_at");