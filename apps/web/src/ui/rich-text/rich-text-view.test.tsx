import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RichTextView } from './rich-text-view';

const text = (value: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

it('drops a javascript: link but keeps its text, and opens safe links without an opener', () => {
  const { container } = render(
    <RichTextView
      doc={{
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              text('Click me', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
              text(' then read '),
              text('the manual', [
                { type: 'link', attrs: { href: 'https://docs.example.com/manual' } },
                { type: 'bold' },
              ]),
            ],
          },
        ],
      }}
    />,
  );
  expect(container.textContent).toBe('Click me then read the manual');
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(1);
  const link = screen.getByRole('link', { name: 'the manual' });
  expect(link.getAttribute('href')).toBe('https://docs.example.com/manual');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(link.querySelector('strong')?.textContent).toBe('the manual');
});

it('renders allow-listed blocks and leaves out unknown nodes and raw HTML', () => {
  const { container } = render(
    <RichTextView
      doc={{
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 3 }, content: [text('Setup')] },
          {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('One')] }] }],
          },
          { type: 'iframe', attrs: { src: 'https://evil.example.com' } },
          { type: 'paragraph', content: [text('<img src=x onerror=alert(1)>')] },
        ],
      }}
    />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Setup' })).toBeTruthy();
  expect(screen.getByRole('listitem').textContent).toBe('One');
  expect(container.querySelector('iframe, img')).toBeNull();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
});

it('renders nothing for a value that is not a document', () => {
  const { container } = render(<RichTextView doc="<b>not json</b>" />);
  expect(container.innerHTML).toBe('');
});
