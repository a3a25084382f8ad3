-- Every change of an item's edit counter (any save, publish or hand-over, by any server process) tells each server
-- process, when the writer's transaction commits, which item moved to which revision: their "updated elsewhere"
-- streams (modules/item-changes/item-changes.service.ts) pass it on to the editors that have the item open. The payload is
-- "<item id>:<revision>".
CREATE OR REPLACE FUNCTION content_item_revised_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_item_revised', NEW.id::text || ':' || NEW.revision::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_item_revised AFTER UPDATE OF revision ON content_items
  FOR EACH ROW WHEN (OLD.revision IS DISTINCT FROM NEW.revision) EXECUTE FUNCTION content_item_revised_notify();
