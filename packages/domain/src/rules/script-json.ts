/**
 * A value as JSON to put inside a `<script>` element (JSON-LD, a page's data block): `<`, `>` and `&` are written as
 * JSON escapes, so no text in it can close the element or open a comment, and the line separators older JavaScript
 * refused are escaped too. `JSON.parse` reads it back unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
