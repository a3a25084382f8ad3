import { expect, it } from 'vitest';
import { richTextFromParagraphs, richTextPlain, sanitizeRichText, type TRichText } from './rich-text';

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
