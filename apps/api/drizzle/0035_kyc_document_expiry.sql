CREATE TABLE "kyc_document_expiries" (
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"expires_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_document_expiries_user_id_document_pk" PRIMARY KEY("user_id","document")
);
--> statement-breakpoint
CREATE TABLE "kyc_expiry_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_document_expiries" ADD CONSTRAINT "kyc_document_expiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_expiry_reminders" ADD CONSTRAINT "kyc_expiry_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_document_expiries_on_idx" ON "kyc_document_expiries" USING btree ("expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_expiry_reminders_once_idx" ON "kyc_expiry_reminders" USING btree ("user_id","document","expires_on","days_before");