CREATE TABLE "file_uploads" (
	"user_id" text NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kept_at" timestamp with time zone,
	CONSTRAINT "file_uploads_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_file_idx" ON "file_uploads" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "file_uploads_unkept_idx" ON "file_uploads" USING btree ("created_at") WHERE "file_uploads"."kept_at" is null;--> statement-breakpoint
CREATE INDEX "submissions_build_idx" ON "submissions" USING btree ("build_id") WHERE "submissions"."build_id" is not null;--> statement-breakpoint
CREATE INDEX "webgl_build_files_storage_key_idx" ON "webgl_build_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "webgl_builds_owner_idx" ON "webgl_builds" USING btree ("owner_id");