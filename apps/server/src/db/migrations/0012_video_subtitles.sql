CREATE TABLE "video_subtitles" (
	"video_id" text NOT NULL,
	"language" text NOT NULL,
	"file_id" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_subtitles_video_id_language_pk" PRIMARY KEY("video_id","language")
);
--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;