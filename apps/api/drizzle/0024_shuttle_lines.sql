CREATE TABLE "shuttle_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "shuttle_alerts_kind_check" CHECK ("shuttle_alerts"."kind" in ('detour', 'no_service'))
);
--> statement-breakpoint
CREATE TABLE "shuttle_fares" (
	"from_stop_id" uuid NOT NULL,
	"to_stop_id" uuid NOT NULL,
	"amount_kobo" integer NOT NULL,
	CONSTRAINT "shuttle_fares_from_stop_id_to_stop_id_pk" PRIMARY KEY("from_stop_id","to_stop_id"),
	CONSTRAINT "shuttle_fares_amount_check" CHECK ("shuttle_fares"."amount_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shuttle_line_drivers" (
	"line_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shuttle_line_drivers_line_id_driver_id_pk" PRIMARY KEY("line_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "shuttle_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"loop" boolean DEFAULT true NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"headway_min" integer NOT NULL,
	"flat_fare_kobo" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shuttle_lines_fare_check" CHECK ("shuttle_lines"."flat_fare_kobo" >= 0),
	CONSTRAINT "shuttle_lines_headway_check" CHECK ("shuttle_lines"."headway_min" > 0)
);
--> statement-breakpoint
CREATE TABLE "shuttle_stops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shuttle_alerts" ADD CONSTRAINT "shuttle_alerts_line_id_shuttle_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."shuttle_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_alerts" ADD CONSTRAINT "shuttle_alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_fares" ADD CONSTRAINT "shuttle_fares_from_stop_id_shuttle_stops_id_fk" FOREIGN KEY ("from_stop_id") REFERENCES "public"."shuttle_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_fares" ADD CONSTRAINT "shuttle_fares_to_stop_id_shuttle_stops_id_fk" FOREIGN KEY ("to_stop_id") REFERENCES "public"."shuttle_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_line_drivers" ADD CONSTRAINT "shuttle_line_drivers_line_id_shuttle_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."shuttle_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_line_drivers" ADD CONSTRAINT "shuttle_line_drivers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shuttle_stops" ADD CONSTRAINT "shuttle_stops_line_id_shuttle_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."shuttle_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shuttle_alerts_line_idx" ON "shuttle_alerts" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE INDEX "shuttle_line_drivers_driver_idx" ON "shuttle_line_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shuttle_lines_name_key" ON "shuttle_lines" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shuttle_stops_line_position_key" ON "shuttle_stops" USING btree ("line_id","position");