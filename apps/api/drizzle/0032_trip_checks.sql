CREATE TABLE "trip_check_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"off_route_m" integer NOT NULL,
	"stopped_minutes" integer NOT NULL,
	"answer_minutes" integer NOT NULL,
	"night_from" smallint NOT NULL,
	"night_to" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "trip_check_settings_one_row" CHECK ("trip_check_settings"."id" = 1),
	CONSTRAINT "trip_check_settings_hours" CHECK ("trip_check_settings"."night_from" between 0 and 23 and "trip_check_settings"."night_to" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "trip_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"trip_kind" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'asked' NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"distance_m" integer,
	"stopped_s" integer,
	"asked_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_checks_kind_known" CHECK ("trip_checks"."kind" in ('off_route', 'stopped')),
	CONSTRAINT "trip_checks_status_known" CHECK ("trip_checks"."status" in ('asked', 'ok', 'unanswered'))
);
--> statement-breakpoint
ALTER TABLE "trip_check_settings" ADD CONSTRAINT "trip_check_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_checks" ADD CONSTRAINT "trip_checks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_checks" ADD CONSTRAINT "trip_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_checks_one_open_key" ON "trip_checks" USING btree ("trip_id","kind") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "trip_checks_due_idx" ON "trip_checks" USING btree ("answer_by") WHERE status = 'asked';--> statement-breakpoint
CREATE INDEX "trip_checks_user_idx" ON "trip_checks" USING btree ("user_id","asked_at");--> statement-breakpoint
CREATE INDEX "trip_checks_asked_idx" ON "trip_checks" USING btree ("asked_at");