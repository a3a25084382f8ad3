CREATE TABLE "xapi_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"statement" jsonb NOT NULL,
	"stored" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"verb" text NOT NULL,
	"activity_id" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"delivery_error" text
);
--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xapi_statements_stored_idx" ON "xapi_statements" USING btree ("stored" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xapi_statements_user_idx" ON "xapi_statements" USING btree ("user_id","stored" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xapi_statements_verb_idx" ON "xapi_statements" USING btree ("verb","stored" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xapi_statements_activity_idx" ON "xapi_statements" USING btree ("activity_id","stored" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xapi_statements_outbox_idx" ON "xapi_statements" USING btree ("stored","id") WHERE "xapi_statements"."delivered_at" is null and "xapi_statements"."rejected_at" is null;