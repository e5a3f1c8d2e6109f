CREATE TABLE "delivery_fare_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"small" real NOT NULL,
	"medium" real NOT NULL,
	"large" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "delivery_fare_settings_one_row" CHECK ("delivery_fare_settings"."id" = 1),
	CONSTRAINT "delivery_fare_settings_order" CHECK ("delivery_fare_settings"."small" > 0 and "delivery_fare_settings"."small" <= "delivery_fare_settings"."medium" and "delivery_fare_settings"."medium" <= "delivery_fare_settings"."large")
);
--> statement-breakpoint
CREATE TABLE "dispatch_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"initial_radius_m" integer NOT NULL,
	"radius_step_m" integer NOT NULL,
	"max_radius_m" integer NOT NULL,
	"step_ms" integer NOT NULL,
	"search_timeout_ms" integer NOT NULL,
	"offer_ttl_ms" integer NOT NULL,
	"max_drivers_pinged" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "dispatch_settings_one_row" CHECK ("dispatch_settings"."id" = 1),
	CONSTRAINT "dispatch_settings_radius_order" CHECK ("dispatch_settings"."initial_radius_m" <= "dispatch_settings"."max_radius_m")
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_fare_settings" ADD CONSTRAINT "delivery_fare_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_settings" ADD CONSTRAINT "dispatch_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;