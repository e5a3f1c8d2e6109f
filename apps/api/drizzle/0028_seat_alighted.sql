ALTER TABLE "seat_bookings" DROP CONSTRAINT "seat_bookings_status_check";--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "alighted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_status_check" CHECK ("seat_bookings"."status" in ('reserved', 'boarded', 'alighted', 'cancelled', 'missed'));