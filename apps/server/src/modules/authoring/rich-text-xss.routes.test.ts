/**
 * Issue 13, Security: hostile TipTap JSON of the XSS corpus (e2e/support/xss-corpus.ts, shared with the Chromium
 * journey) is neutralised where it is saved, in every rich-text field of the general form and the steps, and reads back
 * holding only allow-listed nodes, marks, attributes and URLs, with every payload kept as plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_URLS,
  hostileRichText,
  richTextFindings,
  richTextTexts,
  XSS_PAYLOADS,
} from '../../../../../e2e/support/xss-corpus';
import { createTestApp, resultOf, sendAs, signIn, storeTestImage, type TTestContext } from '../../../test/test-app';
import { createUser } from '../users/users.service';

let ctx: TTestContext;
const cookies: Record<string, string> = {};
let thumbnailId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(
    { db: ctx.db, auth: ctx.runtime.auth },
    { email: 'creator@example.test', password: 'password-123', name: 'Creator', roles: ['learnCreator'] },
  );
  cookies.creator = await signIn(ctx.app, 'creator@example.test', 'password-123');
  thumbnailId = await storeTestImage(ctx);
}, 120_000);
afterAll(() => ctx.close());

const send = sendAs(() => ctx.app, cookies);

/** The stored image's URL as rich text refers to it (any stored file id matches the allow-list's shape). */
const imageSrc = () => `/files/${'a'.repeat(32)}.png`;

/** Every payload as plain text, in the order the corpus gives them. */
const payloadTexts = XSS_PAYLOADS.map((payload) => payload.text);

const expectNeutralised = (doc: unknown) => {
  expect(richTextFindings(doc)).toEqual([]);
  // The hostile embeds name no allowed provider's player: none is kept.
  expect(JSON.stringify(doc)).not.toContain('"embed"');
  expect(richTextTexts(doc)).toEqual(expect.arrayContaining(payloadTexts));
  // The nodes that teach are kept with their safe attributes only; their hostile text stays text.
  const nodes = (doc as { content: { type: string; attrs?: Record<string, unknown> }[] }).content;
  expect(nodes.filter((node) => ['codeBlock', 'callout', 'table', 'video'].includes(node.type))).toEqual([
    { type: 'codeBlock', attrs: { language: 'plaintext' }, content: [{ type: 'text', text: '<b>code</b>' }] },
    {
      type: 'codeBlock',
      attrs: { language: 'plaintext', filename: '"><svg onload=__xss(142)>' },
      content: [{ type: 'text', text: '<script>__xss(145)</script>' }],
    },
    { type: 'callout', attrs: { kind: 'note' }, content: [expect.objectContaining({ type: 'paragraph' })] },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', content: [expect.objectContaining({ type: 'paragraph' })] },
            { type: 'tableCell', attrs: { rowspan: 2 }, content: [expect.objectContaining({ type: 'paragraph' })] },
          ],
        },
      ],
    },
    { type: 'video', attrs: { src: imageSrc().replace('.png', '.mp4'), title: '"><img src=x onerror=__xss(156)>' } },
  ]);
  expect(nodes).toContainEqual({
    type: 'image',
    attrs: { src: imageSrc(), alt: 'captioned', caption: '<img src=x onerror=__xss(154)>' },
  });
  expect(nodes).toContainEqual({
    type: 'paragraph',
    content: [{ type: 'text', text: 'Ctrl', marks: [{ type: 'kbd' }] }],
  });
};

describe('hostile rich text (XSS corpus)', () => {
  it('is neutralised in the description and in a step body, as the editor and the learner read it', async () => {
    const hostile = hostileRichText(imageSrc());
    // The corpus's own check finds what it must neutralise before the server has seen it.
    expect(richTextFindings(hostile).length).toBeGreaterThan(20);

    const created = resultOf<{ id: string }>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', {
        title: '</title><script>__xss(25)</script>',
        description: hostile,
        thumbnailId,
      }),
    );
    resultOf(
      await send('POST', `/api/learn/tutorial/${created.id}/steps`, 'creator', {
        skillLevel: 'beginner',
        sections: [{ type: 'text', title: '"><img src=x onerror=__xss(20)>', body: hostile }],
      }),
    );
    resultOf(await send('POST', `/api/learn/tutorial/${created.id}/publish`, 'creator', {}));

    for (const url of [`/api/learn/tutorial/${created.id}?edit=true`, `/api/learn/tutorial/${created.id}`]) {
      const item = resultOf<{ title: string; description: unknown; sections: { title: string; body: unknown }[] }>(
        await send('GET', url, 'creator'),
      );
      expect(item.title).toBe('</title><script>__xss(25)</script>');
      expect(item.sections[0]?.title).toBe('"><img src=x onerror=__xss(20)>');
      expectNeutralised(item.description);
      expectNeutralised(item.sections[0]?.body);
    }
  });

  it('keeps a link only when it is http(s) or mailto, and an image only when it is stored here', async () => {
    const links = HOSTILE_URLS.map((href) => ({
      type: 'text',
      text: href,
      marks: [{ type: 'link', attrs: { href } }],
    }));
    const created = resultOf<{ id: string }>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', {
        title: 'Links',
        thumbnailId,
        description: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: links },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'safe', marks: [{ type: 'link', attrs: { href: ' https://a.example/ ' } }] },
              ],
            },
            { type: 'image', attrs: { src: `https://cdn.example/files/${'b'.repeat(32)}.png`, alt: 'foreign' } },
            { type: 'image', attrs: { src: imageSrc(), alt: 'ours', onload: '__xss(1)' } },
          ],
        },
      }),
    );
    const item = resultOf<{ description: { content: unknown[] } }>(
      await send('GET', `/api/learn/tutorial/${created.id}?edit=true`, 'creator'),
    );
    expect(item.description.content).toEqual([
      { type: 'paragraph', content: HOSTILE_URLS.map((href) => ({ type: 'text', text: href })) },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'safe', marks: [{ type: 'link', attrs: { href: 'https://a.example/' } }] }],
      },
      { type: 'image', attrs: { src: `/files/${'b'.repeat(32)}.png`, alt: 'foreign' } },
      { type: 'image', attrs: { src: imageSrc(), alt: 'ours' } },
    ]);
  });
});

describe('rich text that teaches, at save and publish', () => {
  it('saves an image without alt text in a draft, and refuses to publish it, naming where it sits', async () => {
    const image = (alt: string) => ({ type: 'image', attrs: { src: imageSrc(), alt } });
    const created = resultOf<{ id: string }>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', {
        title: 'Pictures',
        thumbnailId,
        description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'See.' }] }] },
      }),
    );
    const steps = (alt: string) => ({
      skillLevel: 'beginner',
      sections: [{ type: 'text', title: 'Look', body: { type: 'doc', content: [image('The scene'), image(alt)] } }],
    });
    resultOf(await send('POST', `/api/learn/tutorial/${created.id}/steps`, 'creator', steps(' ')));
    const refused = await send('POST', `/api/learn/tutorial/${created.id}/publish`, 'creator', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      key: 'richText_image_alt_required',
      fields: [{ path: 'sections.0.body.content.1', key: 'richText_image_alt_required' }],
    });
    resultOf(await send('POST', `/api/learn/tutorial/${created.id}/steps`, 'creator', steps('The cube, selected')));
    resultOf(await send('POST', `/api/learn/tutorial/${created.id}/publish`, 'creator', {}));
  });

  it('refuses a code block longer than the limit with its key, and writes nothing', async () => {
    const created = resultOf<{ id: string }>(
      await send('POST', '/api/learn/tutorial/0/general', 'creator', { title: 'Long code', thumbnailId }),
    );
    const code = (lines: number) => ({
      skillLevel: 'beginner',
      sections: [
        {
          type: 'text',
          title: 'All of it',
          body: {
            type: 'doc',
            content: [
              {
                type: 'codeBlock',
                attrs: { language: 'csharp' },
                content: [{ type: 'text', text: 'x;\n'.repeat(lines) }],
              },
            ],
          },
        },
      ],
    });
    const refused = await send('POST', `/api/learn/tutorial/${created.id}/steps`, 'creator', code(2_000));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('richText_codeBlock_too_long');
    const item = resultOf<{ sections: unknown[] }>(
      await send('GET', `/api/learn/tutorial/${created.id}?edit=true`, 'creator'),
    );
    expect(item.sections ?? []).toEqual([]);
    resultOf(await send('POST', `/api/learn/tutorial/${created.id}/steps`, 'creator', code(1_999)));
  });
});
