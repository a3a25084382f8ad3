/** Content the journeys set up through the API, as an author's client would. */
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { pngImage } from './images';

/** A rich-text paragraph as the editors store it (TipTap JSON). */
export const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A save of an existing item (not a create, id 0): a form, publish, addSet, addStep or import. */
const EDITOR_TYPES = 'tutorial|project|course|quiz|liveSession|mission|pathway|skill|competency';
const SAVES = 'general|steps|content|questions|details|missions|assessments|recommendations|map|publish|addSet|import';
const EXISTING_ITEM_SAVE = new RegExp(`^/api/learn/(${EDITOR_TYPES})/([^/0][^/]*)/(?:${SAVES}|addStep/\\w+)$`);

/**
 * The If-Match a POST of `path` needs as `context`: a save of an existing item names the revision it was made from,
 * read from the item as the editor reads it (a save without one answers 428); other POSTs need none.
 */
export const ifMatchFor = async (context: BrowserContext, path: string): Promise<Record<string, string>> => {
  const save = EXISTING_ITEM_SAVE.exec(path);
  if (!save) return {};
  const read = await context.request.get(`/api/learn/${save[1]}/${save[2]}?edit=true`);
  expect(read.status(), `${path}: ${await read.text()}`).toBe(200);
  return { 'if-match': read.headers().etag ?? '' };
};

/** Uploads a PNG of the given size as an author; answers its url (`/files/{id}`). */
export const uploadImage = async (author: BrowserContext, width: number, height: number) => {
  const response = await author.request.post('/api/media/images', {
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: pngImage(width, height) } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).result.url as string;
};

/**
 * A published tutorial with the given details (internal only, skills, ...); answers its id. By default it has one
 * text step and a short description; `content` gives other ones (rich text with images or embeds).
 */
export const publishTutorial = async (
  author: BrowserContext,
  title: string,
  details: Record<string, unknown> = {},
  content: { description?: unknown; sections?: unknown[] } = {},
) => {
  const cover = await uploadImage(author, 160, 90);
  const created = await author.request.post('/api/learn/tutorial/0/general', {
    data: {
      title,
      description: content.description ?? paragraph(`${title}: a short exercise.`),
      thumbnailId: cover.slice('/files/'.length),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).result as { id: string };
  // Each save names the revision the previous answer gave as its ETag, as the editor does (If-Match is required).
  let etag = created.headers().etag ?? '';
  const write = async (path: string, data: unknown) => {
    const response = await author.request.post(`/api/learn/tutorial/${id}/${path}`, {
      data,
      headers: { 'if-match': etag },
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    etag = response.headers().etag ?? '';
  };
  await write('steps', {
    skillLevel: 'beginner',
    sections: content.sections ?? [{ type: 'text', title: 'Read the notes' }],
  });
  await write('details', details);
  await write('publish', {});
  return id;
};
