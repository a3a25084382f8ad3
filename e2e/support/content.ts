/** Content the journeys set up through the API, as an author's client would. */
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { pngImage } from './images';

/** A rich-text paragraph as the editors store it (TipTap JSON). */
export const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

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
  const write = async (path: string, data: unknown) => {
    const response = await author.request.post(`/api/learn/tutorial/${id}/${path}`, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };
  await write('steps', {
    skillLevel: 'beginner',
    sections: content.sections ?? [{ type: 'text', title: 'Read the notes' }],
  });
  await write('details', details);
  await write('publish', {});
  return id;
};
