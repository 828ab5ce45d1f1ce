CREATE TABLE "idempotency_keys" (
	"scope" varchar(100) NOT NULL,
	"key" varchar(100) NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
