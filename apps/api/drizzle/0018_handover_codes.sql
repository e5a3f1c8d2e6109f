CREATE TABLE "handover_codes" (
	"trip_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_codes_pkey" PRIMARY KEY("trip_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The PINs of rides on their way keep working: each becomes the ride's pickup code, with its count of tries.
INSERT INTO "handover_codes" ("trip_id", "purpose", "code", "attempts", "failed_at", "used_at")
  SELECT "id", 'pickup', "pin", "pin_attempts", "pin_failed_at",
    CASE WHEN "started_at" IS NOT NULL THEN "started_at" END
  FROM "rides" WHERE "pin" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" DROP COLUMN "pin";--> statement-breakpoint
ALTER TABLE "rides" DROP COLUMN "pin_attempts";--> statement-breakpoint
ALTER TABLE "rides" DROP COLUMN "pin_failed_at";