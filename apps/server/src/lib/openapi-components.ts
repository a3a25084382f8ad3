/**
 * Tidying the components of the OpenAPI document (lib/openapi.ts): the zod transform names every registered schema
 * twice, `XInput` for requests and `X` for answers, and emits them all; the document keeps one name where both read
 * the same, only what its operations use, and plain names for requests without an answer form.
 */

type TJson = Record<string, unknown>;

const SCHEMAS = '#/components/schemas/';

/** Every ref in a part of the document, to keep only the components something uses. */
const refsIn = (value: unknown, found: Set<string>) => {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsIn(inner, found);
    }
  }
};

/** Rewrites every `$ref` by `rename` (a map of full refs). */
const renamed = (value: unknown, rename: Map<string, string>): unknown => {
  if (Array.isArray(value)) return value.map((item) => renamed(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? (rename.get(inner) ?? inner) : renamed(inner, rename),
    ]),
  );
};

/**
 * Components the zod transform emits twice, `XInput` for requests and `X` for answers, where both read the same: one
 * `X`. Repeated until nothing changes, since an input's refs to other inputs can make it equal only once those merge.
 */
const mergeSameInputs = (document: TJson) => {
  const components = document.components as { schemas: Record<string, unknown> };
  const rename = new Map<string, string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of Object.keys(components.schemas)) {
      const output = name.replace(/Input$/, '');
      if (output === name || !(output in components.schemas) || rename.has(SCHEMAS + name)) continue;
      if (
        JSON.stringify(renamed(components.schemas[name], rename)) ===
        JSON.stringify(renamed(components.schemas[output], rename))
      ) {
        rename.set(SCHEMAS + name, SCHEMAS + output);
        changed = true;
      }
    }
  }
  for (const ref of rename.keys()) delete components.schemas[ref.slice(SCHEMAS.length)];
  return renamed(document, rename) as TJson;
};

/** Drops the components no operation reaches, directly or through other components. */
const withoutUnused = (document: TJson) => {
  const components = document.components as Record<string, Record<string, unknown>>;
  const reached = new Set<string>();
  const pending: unknown[] = [document.paths, components.responses];
  while (pending.length) {
    const found = new Set<string>();
    refsIn(pending.pop(), found);
    for (const ref of found) {
      if (reached.has(ref)) continue;
      reached.add(ref);
      const [, kind, name] = ref.split('/').slice(1);
      if (kind && name) pending.push(components[kind]?.[name]);
    }
  }
  for (const [kind, entries] of Object.entries(components)) {
    if (kind === 'securitySchemes') continue;
    for (const name of Object.keys(entries)) {
      if (!reached.has(`#/components/${kind}/${name}`)) delete entries[name];
    }
  }
  return document;
};

/** A request form whose answer form nothing uses goes by the plain name: `ChangeLanguageInput` → `ChangeLanguage`. */
const withPlainInputNames = (document: TJson) => {
  const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
  const rename = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    const plain = name.replace(/Input$/, '');
    if (plain === name || plain in schemas) continue;
    rename.set(SCHEMAS + name, SCHEMAS + plain);
    schemas[plain] = schemas[name];
    delete schemas[name];
  }
  return renamed(document, rename) as TJson;
};

/** The components of `document`, each used, once, by its plainest name. */
export const tidyComponents = (document: TJson) => withPlainInputNames(withoutUnused(mergeSameInputs(document)));
