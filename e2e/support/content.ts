/** Content the journeys set up through the API, as an author's client would. */
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { pngImage } from './images';

/** A rich-text paragraph as the editors store it (TipTap JSON). */
const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A published one-step tutorial with the given details (internal only, skills, ...); answers its id. */
export const publishTutorial = async (author: BrowserContext, title: string, details: Record<string, unknown> = {}) => {
  const upload = await author.request.post('/api/media/images', {
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: pngImage(160, 90) } },
  });
  const thumbnailId = (await upload.json()).result.id;
  const created = (
    await (
      await author.request.post('/api/learn/tutorial/0/general', {
        data: { title, description: paragraph(`${title}: a short exercise.`), thumbnailId },
      })
    ).json()
  ).result;
  const write = async (path: string, data: unknown) => {
    const response = await author.request.post(`/api/learn/tutorial/${created.id}/${path}`, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };
  await write('steps', { skillLevel: 'beginner', sections: [{ type: 'text', title: 'Read the notes' }] });
  await write('details', details);
  await write('publish', {});
  return created.id as string;
};
