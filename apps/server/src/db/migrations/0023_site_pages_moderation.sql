CREATE TABLE "group_post_reports" (
	"post_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_reports_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);--> statement-breakpoint
CREATE TABLE "site_pages" (
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_page_locale_pk" PRIMARY KEY("page","locale")
);--> statement-breakpoint
ALTER TABLE "group_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_posts" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "group_post_reports" ADD CONSTRAINT "group_post_reports_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_reports" ADD CONSTRAINT "group_post_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_post_reports_created_idx" ON "group_post_reports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_reports_created_idx" ON "comment_reports" USING btree ("created_at");