-- Every search row write tells each server process, when the writer's transaction commits, that the catalogue changed:
-- their search caches (modules/search/search-cache.ts) drop what they hold. Notifications of one transaction collapse
-- into one.
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
    published_at = excluded.published_at, unpublished_at = excluded.unpublished_at;
  SELECT pg_notify('search_documents_changed', '');
$$;
