CREATE TABLE "driver_jobs" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"trip_kind" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "rides_driver_active_key";--> statement-breakpoint
ALTER TABLE "driver_jobs" ADD CONSTRAINT "driver_jobs_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_jobs" ADD CONSTRAINT "driver_jobs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_jobs_trip_key" ON "driver_jobs" USING btree ("trip_id");--> statement-breakpoint
-- The drivers on a ride now keep it as their job.
INSERT INTO "driver_jobs" ("driver_id", "trip_id", "trip_kind", "since")
  SELECT "driver_id", "id", 'ride', coalesce("accepted_at", now()) FROM "rides"
  WHERE "driver_id" IS NOT NULL AND "status" IN ('accepted', 'arrived', 'in_progress', 'waiting', 'returning');