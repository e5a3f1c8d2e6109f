CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sender_id" uuid NOT NULL,
	"driver_id" uuid,
	"status" text NOT NULL,
	"active_slot" smallint NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lon" double precision NOT NULL,
	"pickup_name" text NOT NULL,
	"dropoff_lat" double precision NOT NULL,
	"dropoff_lon" double precision NOT NULL,
	"dropoff_name" text NOT NULL,
	"category" text NOT NULL,
	"size" text NOT NULL,
	"photo_key" text NOT NULL,
	"declared_value_kobo" integer DEFAULT 0 NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"note" text,
	"fragile" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone,
	"fare_kobo" integer NOT NULL,
	"offer_kobo" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"duration_s" integer NOT NULL,
	"amount_kobo" integer,
	"agreed_kobo" integer,
	"accepted_offer_id" uuid,
	"share_token_hash" text NOT NULL,
	"search_radius_m" integer NOT NULL,
	"search_round" integer DEFAULT 0 NOT NULL,
	"search_started_at" timestamp with time zone,
	"search_expires_at" timestamp with time zone,
	"next_step_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"arrived_pickup_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"arrived_dropoff_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"return_started_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_status_check" CHECK (status in ('scheduled', 'searching', 'accepted', 'at_pickup', 'in_transit', 'at_dropoff', 'returning', 'delivered', 'returned', 'cancelled', 'expired', 'disputed')),
	CONSTRAINT "deliveries_category_check" CHECK (category in ('documents', 'food', 'clothing', 'electronics', 'other')),
	CONSTRAINT "deliveries_size_check" CHECK (size in ('small', 'medium', 'large')),
	CONSTRAINT "deliveries_cancelled_by_check" CHECK (cancelled_by is null or cancelled_by in ('sender', 'driver', 'system')),
	CONSTRAINT "deliveries_declared_value_check" CHECK (declared_value_kobo between 0 and 100000000),
	CONSTRAINT "deliveries_active_slot_check" CHECK (active_slot between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "parcel_photos" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"delivery_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_id_trips_id_fk" FOREIGN KEY ("id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD CONSTRAINT "parcel_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD CONSTRAINT "parcel_photos_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_sender_active_slot_key" ON "deliveries" USING btree ("sender_id","active_slot") WHERE status in ('scheduled', 'searching', 'accepted', 'at_pickup', 'in_transit', 'at_dropoff', 'returning');--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_share_token_hash_key" ON "deliveries" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "deliveries_sender_created_idx" ON "deliveries" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_driver_ended_idx" ON "deliveries" USING btree ("driver_id","ended_at");--> statement-breakpoint
CREATE INDEX "deliveries_searching_idx" ON "deliveries" USING btree ("next_step_at") WHERE status = 'searching';--> statement-breakpoint
CREATE INDEX "deliveries_scheduled_idx" ON "deliveries" USING btree ("scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "parcel_photos_user_idx" ON "parcel_photos" USING btree ("user_id");