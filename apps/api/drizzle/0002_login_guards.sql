CREATE TABLE "login_guards" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locks" integer DEFAULT 0 NOT NULL,
	"last_try_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
