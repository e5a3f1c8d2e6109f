-- A trip may carry a second charge beside its fare: a package brought back to its sender (kind "return_fee").
-- The key becomes the trip and the kind; every row keeps its place (one per trip until now).
ALTER TABLE "trip_charges" DROP CONSTRAINT "trip_charges_pkey";--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_pkey" PRIMARY KEY("trip_id","kind");
