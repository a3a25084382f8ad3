import { expect, it } from 'vitest';
import { richTextFromParagraphs, richTextPlain, sanitizeRichText, type TRichText, ZRichText } from './rich-text';

it('keeps allow-listed nodes and marks and drops the rest', () => {
  const doc: TRichText = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1, onclick: 'x' }, content: [{ type: 'text', text: 'Title' }] },
      { type: 'iframe', attrs: { src: 'https://evil.test' } },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { color: 'red' } }] },
          { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          {
            type: 'text',
            text: 'ok',
            marks: [{ type: 'link', attrs: { href: ' https://example.test ', target: '_blank' } }],
          },
        ],
      },
    ],
  };
  expect(sanitizeRichText(doc)).toEqual({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: 'link' },
          { type: 'text', text: 'ok', marks: [{ type: 'link', attrs: { href: 'https://example.test' } }] },
        ],
      },
    ],
  });
});

it('derives trimmed plain text, one block a line', () => {
  expect(richTextPlain(richTextFromParagraphs(['  First ', 'Second']))).toBe('First\nSecond');
  expect(richTextPlain({ type: 'doc', content: [] })).toBe('');
  expect(richTextPlain(null)).toBe('');
});

it('refuses a document nested past RICH_TEXT_MAX_DEPTH with request_too_deep, before the recursive schema reads it', () => {
  let node: unknown = { type: 'text', text: 'deep' };
  for (let level = 0; level < 1000; level++) node = { type: 'blockquote', content: [node] };
  const result = ZRichText.safeParse({ type: 'doc', content: [node] });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual(['request_too_deep']);
  expect(ZRichText.safeParse(richTextFromParagraphs(['fine'])).success).toBe(true);
});
