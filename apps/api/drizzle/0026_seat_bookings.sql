CREATE TABLE "seat_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"rider_id" uuid,
	"from_stop_id" uuid NOT NULL,
	"to_stop_id" uuid NOT NULL,
	"from_position" integer NOT NULL,
	"to_position" integer NOT NULL,
	"amount_kobo" integer NOT NULL,
	"commission_kobo" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"code" text NOT NULL,
	"board_tries" integer DEFAULT 0 NOT NULL,
	"board_paused_until" timestamp with time zone,
	"boarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_bookings_status_check" CHECK ("seat_bookings"."status" in ('reserved', 'boarded', 'cancelled', 'missed')),
	CONSTRAINT "seat_bookings_stretch_check" CHECK ("seat_bookings"."from_position" < "seat_bookings"."to_position")
);
--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_run_id_shuttle_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."shuttle_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_bookings_run_idx" ON "seat_bookings" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "seat_bookings_rider_idx" ON "seat_bookings" USING btree ("rider_id","created_at");