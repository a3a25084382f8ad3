-- What featured lists show besides items (learners' submissions, with their authors' names and avatars) tells each
-- server process, when the writer's transaction commits, that the catalogue changed, on the channel
-- search_document_refresh() notifies on (migration 0008): kept answers and pages that show featured lists (home, the
-- /pathways landing) are dropped as they are when an item is saved. A submission's counts of views, plays and likes
-- move on every visit and announce nothing: they show within the cache's lifetime, as items' counts do. Only a change
-- of what is shown notifies (a sign-in that touches the user's row does not).
CREATE OR REPLACE FUNCTION catalogue_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_documents_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER featured_lists_changed AFTER INSERT OR UPDATE OR DELETE ON featured_lists
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER submissions_deleted AFTER DELETE ON submissions
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER submissions_shown_changed AFTER UPDATE ON submissions FOR EACH ROW
  WHEN ((OLD.title, OLD.description, OLD.thumbnail_file_id, OLD.is_private, OLD.pathway_id, OLD.url, OLD.build_id)
    IS DISTINCT FROM (NEW.title, NEW.description, NEW.thumbnail_file_id, NEW.is_private, NEW.pathway_id, NEW.url,
      NEW.build_id))
  EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER users_shown_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.name, OLD.image, OLD.custom_profile_url, OLD.disabled_at)
    IS DISTINCT FROM (NEW.name, NEW.image, NEW.custom_profile_url, NEW.disabled_at))
  EXECUTE FUNCTION catalogue_changed_notify();
