CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
