-- Private videos (§2.16, §3.12 videoContent.isPrivate): they play for signed-in users only, and GET /files/{id} asks
-- by file id whether a subtitle belongs to one, hence the index on video_subtitles.file_id.
ALTER TABLE "videos" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "video_subtitles_file_idx" ON "video_subtitles" USING btree ("file_id");