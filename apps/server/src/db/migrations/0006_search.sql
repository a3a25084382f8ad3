CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"text" text NOT NULL,
	"tag_ids" bigint[] DEFAULT '{}' NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"collects" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"listed" boolean NOT NULL,
	"internal_only" boolean NOT NULL,
	"uaa_only" boolean NOT NULL,
	"edlab_only" boolean NOT NULL,
	"premium" boolean NOT NULL,
	"hidden" boolean NOT NULL,
	"language" text NOT NULL,
	"skill_level" text,
	"published_at" timestamp with time zone,
	"unpublished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_documents_text_idx" ON "search_documents" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_tags_idx" ON "search_documents" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "search_documents_recency_idx" ON "search_documents" USING btree ("published_at" DESC NULLS LAST,"item_id" DESC NULLS LAST) WHERE "search_documents"."listed";--> statement-breakpoint
CREATE INDEX "search_documents_type_recency_idx" ON "search_documents" USING btree ("type","published_at" DESC NULLS LAST,"item_id" DESC NULLS LAST) WHERE "search_documents"."listed";--> statement-breakpoint
CREATE INDEX "search_documents_starts_idx" ON "search_documents" USING btree ("starts" DESC NULLS LAST,"item_id" DESC NULLS LAST) WHERE "search_documents"."listed";--> statement-breakpoint
CREATE INDEX "search_documents_collects_idx" ON "search_documents" USING btree ("collects" DESC NULLS LAST,"item_id" DESC NULLS LAST) WHERE "search_documents"."listed";--> statement-breakpoint
-- The text search configuration of a content language (issue 8): the snowball stemmers where PostgreSQL has one,
-- 'simple' (no stemming, no stop words) for Japanese, Chinese and Korean, whose words trigrams find instead.
CREATE OR REPLACE FUNCTION search_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE language
    WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'es' THEN 'spanish' WHEN 'fr' THEN 'french'
    WHEN 'pt' THEN 'portuguese' WHEN 'ru' THEN 'russian' ELSE 'simple' END)::regconfig
$$;--> statement-breakpoint
-- Rewrites the search row of one item from its newest document (published, else draft), its tags and the columns
-- search filters on. Every write of content_items calls it in the writer's transaction (content.repository.ts
-- insertItem / updateItem).
CREATE OR REPLACE FUNCTION search_document_refresh(target bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_documents (item_id, vector, text, tag_ids, type, status, listed, internal_only, uaa_only,
    edlab_only, premium, hidden, language, skill_level, published_at, unpublished_at)
  SELECT item.id,
    setweight(to_tsvector(doc.config, coalesce(doc.body->>'title', '')), 'A')
      || setweight(to_tsvector(doc.config, left(coalesce(doc.body->>'descPlain', ''), 20000)), 'B')
      || setweight(to_tsvector(doc.config, coalesce(tag.names, '')), 'C'),
    lower(coalesce(doc.body->>'title', '') || E'\n' || left(coalesce(doc.body->>'descPlain', ''), 1000)),
    coalesce(tag.ids, '{}'),
    item.type, item.status, item.status = 'published' AND NOT item.hidden, item.internal_only, item.uaa_only,
    item.edlab_only, item.premium, item.hidden, item.language,
    coalesce(item.card->>'skillLevel', item.draft->>'skillLevel'), item.published_at, item.unpublished_at
  FROM content_items item
  CROSS JOIN LATERAL (
    SELECT coalesce(item.published, item.draft) AS body, search_config(item.language) AS config
  ) doc
  CROSS JOIN LATERAL (
    SELECT array_agg(t.id ORDER BY t.id) AS ids, string_agg(t.name, ' ' ORDER BY t.id) AS names
    FROM tags t
    WHERE t.id IN (
      SELECT (entry #>> '{}')::bigint
      FROM jsonb_array_elements(
        (CASE WHEN jsonb_typeof(doc.body->'topicIds') = 'array' THEN doc.body->'topicIds' ELSE '[]'::jsonb END)
        || (CASE WHEN jsonb_typeof(doc.body->'industryIds') = 'array' THEN doc.body->'industryIds' ELSE '[]'::jsonb END)
      ) entry
      WHERE jsonb_typeof(entry) = 'number' AND (entry #>> '{}') ~ '^[0-9]{1,18}$'
    )
  ) tag
  WHERE item.id = target
  ON CONFLICT (item_id) DO UPDATE SET vector = excluded.vector, text = excluded.text, tag_ids = excluded.tag_ids,
    type = excluded.type, status = excluded.status, listed = excluded.listed, internal_only = excluded.internal_only,
    uaa_only = excluded.uaa_only, edlab_only = excluded.edlab_only, premium = excluded.premium,
    hidden = excluded.hidden, language = excluded.language, skill_level = excluded.skill_level,
    published_at = excluded.published_at, unpublished_at = excluded.unpublished_at
$$;--> statement-breakpoint
-- starts (records) and collects (collections) per item, counted as rows come and go.
CREATE OR REPLACE FUNCTION search_documents_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  target bigint := CASE WHEN TG_OP = 'INSERT' THEN NEW.item_id ELSE OLD.item_id END;
BEGIN
  IF TG_TABLE_NAME = 'records' THEN
    UPDATE search_documents SET starts = greatest(starts + delta, 0) WHERE item_id = target;
  ELSE
    UPDATE search_documents SET collects = greatest(collects + delta, 0) WHERE item_id = target;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER records_search_count AFTER INSERT OR DELETE ON records
  FOR EACH ROW EXECUTE FUNCTION search_documents_count();--> statement-breakpoint
CREATE TRIGGER collections_search_count AFTER INSERT OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION search_documents_count();--> statement-breakpoint
-- Cards carry withManual and manualDuration from now on (search rows show them, §2.6): existing cards get them.
UPDATE content_items SET card = card || jsonb_build_object(
  'withManual', coalesce(published->'withManual' = 'true'::jsonb, false),
  'manualDuration', CASE WHEN jsonb_typeof(published->'manualDuration') = 'number' THEN published->'manualDuration' ELSE 'null'::jsonb END
) WHERE card IS NOT NULL AND published IS NOT NULL;--> statement-breakpoint
SELECT search_document_refresh(id) FROM content_items;--> statement-breakpoint
UPDATE search_documents s SET
  starts = (SELECT count(*) FROM records r WHERE r.item_id = s.item_id),
  collects = (SELECT count(*) FROM collections c WHERE c.item_id = s.item_id);
