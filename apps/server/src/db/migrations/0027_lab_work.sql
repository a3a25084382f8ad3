CREATE TABLE "lab_work" (
	"user_id" text NOT NULL,
	"item_id" bigint NOT NULL,
	"section_id" text NOT NULL,
	"code" text NOT NULL,
	"passed_time" timestamp with time zone,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_work_user_id_item_id_section_id_pk" PRIMARY KEY("user_id","item_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "lab_work" ADD CONSTRAINT "lab_work_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_work" ADD CONSTRAINT "lab_work_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;