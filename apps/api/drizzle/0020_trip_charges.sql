-- Charges, payments, holds, refunds, reports, ratings and tracks become the trip core's: keyed by the trip (every
-- ride is one), every row kept. The ledger's rows are only renamed in place, never rewritten.
ALTER TABLE "ride_charges" RENAME TO "trip_charges";--> statement-breakpoint
ALTER TABLE "trip_charges" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "trip_charges" RENAME CONSTRAINT "ride_charges_pkey" TO "trip_charges_pkey";--> statement-breakpoint
ALTER TABLE "trip_charges" DROP CONSTRAINT "ride_charges_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" RENAME CONSTRAINT "ride_charges_rider_id_users_id_fk" TO "trip_charges_rider_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "trip_charges" RENAME CONSTRAINT "ride_charges_driver_id_users_id_fk" TO "trip_charges_driver_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "trip_charges" RENAME CONSTRAINT "ride_charges_payment_id_payments_id_fk" TO "trip_charges_payment_id_payments_id_fk";--> statement-breakpoint
ALTER TABLE "trip_charges" RENAME CONSTRAINT "ride_charges_amount_positive" TO "trip_charges_amount_positive";--> statement-breakpoint
ALTER INDEX "ride_charges_rider_owed_idx" RENAME TO "trip_charges_rider_owed_idx";--> statement-breakpoint
ALTER TABLE "ride_ratings" RENAME TO "trip_ratings";--> statement-breakpoint
ALTER TABLE "trip_ratings" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "trip_ratings" RENAME CONSTRAINT "ride_ratings_pkey" TO "trip_ratings_pkey";--> statement-breakpoint
ALTER TABLE "trip_ratings" DROP CONSTRAINT "ride_ratings_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" RENAME CONSTRAINT "ride_ratings_rater_id_users_id_fk" TO "trip_ratings_rater_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "trip_ratings" RENAME CONSTRAINT "ride_ratings_ratee_id_users_id_fk" TO "trip_ratings_ratee_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "trip_ratings" RENAME CONSTRAINT "ride_ratings_stars_check" TO "trip_ratings_stars_check";--> statement-breakpoint
ALTER INDEX "ride_ratings_ride_rater_key" RENAME TO "trip_ratings_trip_rater_key";--> statement-breakpoint
ALTER INDEX "ride_ratings_ratee_idx" RENAME TO "trip_ratings_ratee_idx";--> statement-breakpoint
ALTER TABLE "ride_positions" RENAME TO "trip_positions";--> statement-breakpoint
ALTER TABLE "trip_positions" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "trip_positions" RENAME CONSTRAINT "ride_positions_pkey" TO "trip_positions_pkey";--> statement-breakpoint
ALTER SEQUENCE "ride_positions_id_seq" RENAME TO "trip_positions_id_seq";--> statement-breakpoint
ALTER TABLE "trip_positions" DROP CONSTRAINT "ride_positions_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "ride_positions_ride_idx" RENAME TO "trip_positions_trip_idx";--> statement-breakpoint
ALTER TABLE "earnings_holds" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "earnings_holds" DROP CONSTRAINT "earnings_holds_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "earnings_holds" ADD CONSTRAINT "earnings_holds_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER INDEX "ledger_transactions_ride_idx" RENAME TO "ledger_transactions_trip_idx";--> statement-breakpoint
ALTER TABLE "payment_reports" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "payment_reports" DROP CONSTRAINT "payment_reports_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "payment_reports_ride_rider_key" RENAME TO "payment_reports_trip_rider_key";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "payments_ride_idx" RENAME TO "payments_trip_idx";--> statement-breakpoint
ALTER INDEX "payments_ride_open_key" RENAME TO "payments_trip_open_key";--> statement-breakpoint
ALTER TABLE "refunds" RENAME COLUMN "ride_id" TO "trip_id";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_ride_id_rides_id_fk";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "refunds_ride_idx" RENAME TO "refunds_trip_idx";
