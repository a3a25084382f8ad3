import { expect, it } from 'vitest';
import { ownData } from './get-learn-extends';

it("reads a page's own part of its extends, and fails loudly on an answer without it instead of faking one", () => {
  const pathway = { missionIds: ['lm_1'] };
  expect(ownData(pathway, 'pathway')).toBe(pathway);
  expect(() => ownData(null, 'mission')).toThrow('GET /api/learn/mission/…/extends answered no missionData');
});
