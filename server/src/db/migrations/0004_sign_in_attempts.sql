CREATE TABLE "sign_in_attempts" (
	"scope" varchar(16) NOT NULL,
	"account" varchar(254) NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_attempts_scope_account_pk" PRIMARY KEY("scope","account")
);
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "locked_until";