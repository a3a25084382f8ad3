import type { TErrorKey } from '../errors';

/**
 * How deep a JSON request body may nest. The deepest thing the platform sends is rich text inside an editor form
 * (about four levels per nested list), so 64 leaves room for a dozen nested lists while refusing the 10k-level bodies
 * that would overflow a recursive walk.
 */
export const MAX_JSON_DEPTH = 64;

/** How deep a rich-text document's nodes may nest (doc › list › item › paragraph … counts one a node). */
export const RICH_TEXT_MAX_DEPTH = 24;

/**
 * The deepest nesting of arrays and objects in a JSON text, read in one pass without recursion (so a hostile body
 * cannot overflow the stack before it is refused). Brackets inside strings do not count. The scan stops as soon as
 * `limit` is passed and answers `limit + 1`.
 */
export const jsonTextDepth = (text: string, limit = Number.POSITIVE_INFINITY): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
};

/** A lone UTF-16 surrogate: text that is not Unicode, which PostgreSQL refuses to store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be stored, or null when it can: a NUL character (PostgreSQL text cannot hold one) is an invalid
 * request, a lone surrogate invalid Unicode.
 */
export const unstorableTextKey = (text: string): TErrorKey | null => {
  if (text.includes('\u0000')) return 'invalid_request';
  return LONE_SURROGATE.test(text) ? 'invalid_unicode' : null;
};

/**
 * Why a parsed input (a body, a query, path parameters) cannot be stored, looking at every string and key at any
 * depth without recursion; null when it can. Uploaded bytes are files, not text, and are skipped.
 */
export const unstorableInputKey = (input: unknown): TErrorKey | null => {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const key = unstorableTextKey(value);
      if (key) return key;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [name, entry] of Object.entries(value)) {
        const key = unstorableTextKey(name);
        if (key) return key;
        pending.push(entry);
      }
    }
  }
  return null;
};

/** Whether a rich-text node tree nests deeper than `limit` nodes, walked without recursion. */
export const richTextTooDeep = (node: unknown, limit = RICH_TEXT_MAX_DEPTH): boolean => {
  const pending: [unknown, number][] = [[node, 1]];
  while (pending.length) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (depth > limit) return true;
    const content = (current as { content?: unknown } | null)?.content;
    if (Array.isArray(content)) for (const child of content) pending.push([child, depth + 1]);
  }
  return false;
};
