ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
-- Before the index: of several open checkouts of one trip, the newest stays open (the others can still be paid;
-- their webhook or the rider's return still counts them).
UPDATE "payments" AS p SET "status" = 'failed' WHERE p."status" = 'pending' AND p."purpose" = 'ride' AND EXISTS (
  SELECT 1 FROM "payments" AS q WHERE q."ride_id" = p."ride_id" AND q."status" = 'pending' AND q."purpose" = 'ride'
    AND (q."created_at", q."id") > (p."created_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ride_open_key" ON "payments" USING btree ("ride_id") WHERE status = 'pending' and purpose = 'ride';--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE status = 'pending';