ALTER TABLE "admins" ALTER COLUMN "totp_secret" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "totp_pending_secret" SET DATA TYPE varchar(255);