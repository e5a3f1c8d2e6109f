CREATE TABLE "ride_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"ride_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "rides_driver_active_key";--> statement-breakpoint
DROP INDEX "rides_rider_active_key";--> statement-breakpoint
DROP INDEX "rides_searching_idx";--> statement-breakpoint
DROP INDEX "rides_scheduled_idx";--> statement-breakpoint
ALTER TABLE "rides" ALTER COLUMN "status" SET DATA TYPE text USING "status"::text;--> statement-breakpoint
CREATE INDEX "rides_searching_idx" ON "rides" USING btree ("next_step_at") WHERE status = 'searching';--> statement-breakpoint
CREATE INDEX "rides_scheduled_idx" ON "rides" USING btree ("scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "wait_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "return_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_events" ADD CONSTRAINT "ride_events_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_events_ride_idx" ON "ride_events" USING btree ("ride_id","seq");--> statement-breakpoint
CREATE INDEX "ride_events_unpublished_idx" ON "ride_events" USING btree ("claimed_until") WHERE published_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rides_driver_active_key" ON "rides" USING btree ("driver_id") WHERE status in ('accepted', 'arrived', 'in_progress', 'waiting', 'returning');--> statement-breakpoint
CREATE UNIQUE INDEX "rides_rider_active_key" ON "rides" USING btree ("rider_id") WHERE status in ('searching', 'accepted', 'arrived', 'in_progress', 'waiting', 'returning');--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_status_check" CHECK (status in ('scheduled', 'searching', 'accepted', 'arrived', 'in_progress', 'waiting', 'returning', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
DROP TYPE "public"."ride_status";