import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { latestDoc, paragraph, renderRichText } from '../../test/rich-text';

/** user-event reads `[` as the start of a key name: `[[` types one. */
const literally = (text: string) => text.replaceAll('[', '[[');

it.each([
  ['```csharp ', 'csharp'],
  ['```cs ', 'csharp'],
  ['```c# ', 'csharp'],
  ['```js ', 'javascript'],
  ['```ts ', 'typescript'],
  ['```bash ', 'shell'],
  ['```console ', 'shell'],
  ['```yml ', 'yaml'],
  ['```txt ', 'plaintext'],
  ['```cobol ', 'plaintext'],
  ['``` ', 'plaintext'],
])('typing %s opens a code block in %s', async (typed, language) => {
  const box = await renderRichText();
  await userEvent.click(box);
  await userEvent.type(box, typed);
  await waitFor(() => expect(latestDoc()?.content?.[0]).toEqual({ type: 'codeBlock', attrs: { language } }));
});

it.each([
  ['> [!TIP] ', 'tip'],
  ['> [!note] ', 'note'],
  ['> [!Warning] ', 'warning'],
  ['>[!IMPORTANT] ', 'important'],
])('typing %s in an empty paragraph makes a %s callout', async (typed, kind) => {
  const box = await renderRichText();
  await userEvent.click(box);
  await userEvent.type(box, literally(typed));
  await waitFor(() =>
    expect(latestDoc()?.content?.[0]).toEqual({ type: 'callout', attrs: { kind }, content: [paragraph()] }),
  );
});

it('keeps a quote that does not open with a callout marker a quote', async () => {
  const box = await renderRichText();
  await userEvent.click(box);
  await userEvent.type(box, literally('> [!TIP]x '));
  await waitFor(() => expect(latestDoc()?.content?.[0]?.type).toBe('blockquote'));
  expect(JSON.stringify(latestDoc())).not.toContain('callout');
});
