CREATE TABLE "operator_message_reads" (
	"message_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_message_reads_message_id_admin_id_pk" PRIMARY KEY("message_id","admin_id")
);
--> statement-breakpoint
CREATE TABLE "operator_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"permission" varchar(100) NOT NULL,
	"customer_id" integer,
	"title_key" varchar(100) NOT NULL,
	"body_key" varchar(100) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_messages_kind_subject_unique" UNIQUE("kind","subject")
);
--> statement-breakpoint
ALTER TABLE "operator_message_reads" ADD CONSTRAINT "operator_message_reads_message_id_operator_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."operator_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_message_reads" ADD CONSTRAINT "operator_message_reads_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_messages" ADD CONSTRAINT "operator_messages_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_message_reads_admin_id_index" ON "operator_message_reads" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "operator_messages_created_at_index" ON "operator_messages" USING btree ("created_at");