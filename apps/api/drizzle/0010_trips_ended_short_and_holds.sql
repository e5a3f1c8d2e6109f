CREATE TABLE "earnings_holds" (
	"ride_id" uuid PRIMARY KEY NOT NULL,
	"driver_id" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"held_kobo" integer DEFAULT 0 NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_holds_held_nonnegative" CHECK ("earnings_holds"."held_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ride_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ride_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "agreed_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "driven_m" integer;--> statement-breakpoint
UPDATE "rides" SET "agreed_kobo" = "amount_kobo" WHERE "amount_kobo" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings_holds" ADD CONSTRAINT "earnings_holds_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_holds" ADD CONSTRAINT "earnings_holds_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_holds" ADD CONSTRAINT "earnings_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_positions" ADD CONSTRAINT "ride_positions_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_holds_open_idx" ON "earnings_holds" USING btree ("created_at") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "earnings_holds_driver_idx" ON "earnings_holds" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "ride_positions_ride_idx" ON "ride_positions" USING btree ("ride_id","at");