CREATE TABLE "handover_proofs" (
	"trip_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"photo_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"received_by" text NOT NULL,
	"queued" boolean DEFAULT false NOT NULL,
	CONSTRAINT "handover_proofs_pkey" PRIMARY KEY("trip_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "handover_proofs" ADD CONSTRAINT "handover_proofs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;