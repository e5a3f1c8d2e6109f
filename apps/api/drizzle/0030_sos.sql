CREATE TABLE "emergency_numbers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sos_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"trip_kind" text NOT NULL,
	"raised_by" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"position_source" text,
	"position_at" timestamp with time zone,
	"contacts_texted" integer DEFAULT 0 NOT NULL,
	"contacts_emailed" integer DEFAULT 0 NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"safe_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"note" text,
	CONSTRAINT "sos_alerts_status_known" CHECK ("sos_alerts"."status" in ('open', 'safe', 'resolved')),
	CONSTRAINT "sos_alerts_role_known" CHECK ("sos_alerts"."role" in ('rider', 'sender', 'driver'))
);
--> statement-breakpoint
CREATE TABLE "sos_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sos_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"handed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sos_outbox_channel_known" CHECK ("sos_outbox"."channel" in ('sms', 'mail'))
);
--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_outbox" ADD CONSTRAINT "sos_outbox_sos_id_sos_alerts_id_fk" FOREIGN KEY ("sos_id") REFERENCES "public"."sos_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_numbers_position_idx" ON "emergency_numbers" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "sos_alerts_one_open_key" ON "sos_alerts" USING btree ("trip_id","raised_by") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "sos_alerts_status_idx" ON "sos_alerts" USING btree ("status","raised_at");--> statement-breakpoint
CREATE INDEX "sos_alerts_raised_idx" ON "sos_alerts" USING btree ("raised_at");--> statement-breakpoint
CREATE INDEX "sos_outbox_pending_idx" ON "sos_outbox" USING btree ("claimed_until") WHERE handed_at is null;--> statement-breakpoint
INSERT INTO "emergency_numbers" ("id", "label", "number", "kind", "position") VALUES
	(gen_random_uuid(), 'Emergency (police, fire, ambulance)', '112', 'other', 1),
	(gen_random_uuid(), 'Police', '112', 'police', 2);
