-- The trip core (docs/decisions/0029-the-trip-core.md): every trip has an identity in "trips", by which the shared
-- capabilities are keyed; the rides' event table becomes the trips' one, its rows kept.
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_kind_check" CHECK ("trips"."kind" in ('ride', 'delivery'))
);
--> statement-breakpoint
INSERT INTO "trips" ("id", "kind", "created_at") SELECT "id", 'ride', "created_at" FROM "rides";--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_id_trips_id_fk" FOREIGN KEY ("id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_events" RENAME TO "trip_events";--> statement-breakpoint
ALTER TABLE "trip_events" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "trip_kind" text DEFAULT 'ride' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_events" ALTER COLUMN "trip_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "trip_events" RENAME CONSTRAINT "ride_events_pkey" TO "trip_events_pkey";--> statement-breakpoint
ALTER TABLE "trip_events" DROP CONSTRAINT "ride_events_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "ride_events_ride_idx" RENAME TO "trip_events_trip_idx";--> statement-breakpoint
ALTER INDEX "ride_events_unpublished_idx" RENAME TO "trip_events_unpublished_idx";--> statement-breakpoint
ALTER SEQUENCE "ride_events_seq_seq" RENAME TO "trip_events_seq_seq";
