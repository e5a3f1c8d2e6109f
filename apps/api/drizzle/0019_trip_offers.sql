-- Dispatch and offers become the trip core's: keyed by the trip (every ride is one), every row kept.
ALTER TABLE "ride_dispatches" RENAME TO "trip_dispatches";--> statement-breakpoint
ALTER TABLE "trip_dispatches" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "trip_dispatches" RENAME CONSTRAINT "ride_dispatches_pkey" TO "trip_dispatches_pkey";--> statement-breakpoint
ALTER TABLE "trip_dispatches" DROP CONSTRAINT "ride_dispatches_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "trip_dispatches" RENAME CONSTRAINT "ride_dispatches_driver_id_users_id_fk" TO "trip_dispatches_driver_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "ride_dispatches_driver_idx" RENAME TO "trip_dispatches_driver_idx";--> statement-breakpoint
ALTER TABLE "trip_dispatches" ADD CONSTRAINT "trip_dispatches_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "offers_ride_driver_pending_key" RENAME TO "offers_trip_driver_pending_key";--> statement-breakpoint
ALTER INDEX "offers_ride_accepted_key" RENAME TO "offers_trip_accepted_key";--> statement-breakpoint
ALTER INDEX "offers_ride_idx" RENAME TO "offers_trip_idx";
