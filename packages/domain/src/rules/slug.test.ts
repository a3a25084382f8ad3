import { expect, it } from 'vitest';
import { slugify } from './slug';

it('makes URL slugs from titles', () => {
  expect(slugify('Lights, Camera — Action!')).toBe('lights-camera-action');
  expect(slugify('Ça marche déjà')).toBe('ca-marche-deja');
  expect(slugify('ゲーム制作入門')).toBe('ゲーム制作入門');
  expect(slugify('!!!')).toBe('item');
  expect(slugify('a'.repeat(200))).toHaveLength(80);
});
