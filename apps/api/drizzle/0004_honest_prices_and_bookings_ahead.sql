ALTER TABLE "rides" DROP CONSTRAINT "rides_status_check";--> statement-breakpoint
DROP INDEX "rides_rider_active_key";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "offer_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "auto_accept_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_landmark" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "dest_landmark" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "usual_low_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "usual_high_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "usual_rides" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "end_lat" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "end_lon" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "ended_away_m" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rides_landmarks_idx" ON "rides" USING btree ("ride_type","pickup_landmark","dest_landmark","accepted_at") WHERE amount_kobo is not null and round_trip = false;--> statement-breakpoint
CREATE UNIQUE INDEX "rides_rider_active_key" ON "rides" USING btree ("rider_id") WHERE status in ('searching', 'reserved', 'accepted', 'arrived', 'in_progress', 'waiting', 'returning');--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_status_check" CHECK (status in ('scheduled', 'searching', 'reserved', 'accepted', 'arrived', 'in_progress', 'waiting', 'returning', 'completed', 'cancelled', 'expired'));