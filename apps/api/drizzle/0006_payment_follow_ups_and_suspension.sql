ALTER TABLE "driver_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_retry_idx" ON "refunds" USING btree ("next_attempt_at") WHERE status = 'pending' and next_attempt_at is not null;--> statement-breakpoint
-- Drivers suspended before suspension was a flag: a report decided "suspended" suspends its driver.
INSERT INTO "driver_profiles" ("user_id", "suspended_at", "suspended_by")
SELECT DISTINCT ON ("driver_id") "driver_id", coalesce("decided_at", now()), "decided_by"
FROM "payment_reports"
WHERE "status" = 'suspended' AND "driver_id" IS NOT NULL
ORDER BY "driver_id", "decided_at" DESC
ON CONFLICT ("user_id") DO UPDATE SET "suspended_at" = excluded."suspended_at", "suspended_by" = excluded."suspended_by";
