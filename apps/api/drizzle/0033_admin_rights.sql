CREATE TYPE "public"."admin_right" AS ENUM('support', 'finance', 'operations', 'super_admin');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_right" "admin_right";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every admin so far could do everything: they keep it as super_admin.
UPDATE "users" SET "admin_right" = 'super_admin' WHERE "role" = 'admin';
