CREATE TABLE "shuttle_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"driver_id" uuid,
	"status" text NOT NULL,
	"seats" integer NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shuttle_runs_status_check" CHECK ("shuttle_runs"."status" in ('ready', 'running', 'ended')),
	CONSTRAINT "shuttle_runs_seats_check" CHECK ("shuttle_runs"."seats" > 0)
);
--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_kind_check";--> statement-breakpoint
ALTER TABLE "shuttle_runs" ADD CONSTRAINT "shuttle_runs_id_trips_id_fk" FOREIGN KEY ("id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_runs" ADD CONSTRAINT "shuttle_runs_line_id_shuttle_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."shuttle_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_runs" ADD CONSTRAINT "shuttle_runs_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shuttle_runs_line_idx" ON "shuttle_runs" USING btree ("line_id","status");--> statement-breakpoint
CREATE INDEX "shuttle_runs_driver_idx" ON "shuttle_runs" USING btree ("driver_id","status");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_kind_check" CHECK ("trips"."kind" in ('ride', 'delivery', 'shuttle_run'));