ALTER TABLE "users" ADD COLUMN "is_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "topic_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "industry_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;