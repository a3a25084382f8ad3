-- The search GIN indexes keep no pending list (issue 8, DESIGN §8): with fastupdate on, new entries wait in a list
-- that every search scans until a vacuum (or 4 MB of them) merges it, and whose size the planner counts as the
-- index's cost. Catalogue writes are rare beside searches, so they update the index directly. Same end state as
-- dropping and re-creating the indexes WITH (fastupdate=false), without rebuilding them.
ALTER INDEX "search_documents_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_documents_text_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_documents_tags_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('search_documents_vector_idx'::regclass), gin_clean_pending_list('search_documents_text_idx'::regclass),
  gin_clean_pending_list('search_documents_tags_idx'::regclass);
