CREATE TABLE "posters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_posted_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"blocked_by" text
);
--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;