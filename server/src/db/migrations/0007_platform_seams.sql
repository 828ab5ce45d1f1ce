CREATE TABLE "jobs" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_kind" varchar(32) NOT NULL,
	"entity_id" integer NOT NULL,
	"from_state" varchar(32) NOT NULL,
	"to_state" varchar(32) NOT NULL,
	"actor_kind" varchar(16) NOT NULL,
	"actor_id" integer,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "currency" varchar(10);--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "currency" varchar(10);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "rate" numeric(20, 10);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" varchar(64);--> statement-breakpoint
CREATE INDEX "state_transitions_entity_kind_entity_id_index" ON "state_transitions" USING btree ("entity_kind","entity_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_at_index" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_points_not_negative" CHECK ("users"."points" >= 0);