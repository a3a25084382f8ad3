CREATE TABLE "rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"item_id" bigint,
	"package_id" text,
	"source_id" bigint,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_source_id_content_items_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_badge_idx" ON "rewards" USING btree ("user_id","item_id") WHERE "rewards"."type" = 'badge';--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_asset_idx" ON "rewards" USING btree ("user_id","package_id") WHERE "rewards"."type" = 'asset';--> statement-breakpoint
CREATE INDEX "rewards_user_time_idx" ON "rewards" USING btree ("user_id","time" DESC NULLS LAST);