import { contentForms } from '@questline/domain/schemas/editor-content';
import { describe, expect, it } from 'vitest';
import { runLabChecks } from '../../modules/labs/lab-verifier';
import { demoCatalogue } from './demo-catalogue';
import { demoMediaKeys, type TDemoMediaFiles } from './demo-rich-text';
import type { DemoLab, DemoTutorial } from './demo-types';
import { demoSections } from './seed';

/** Every demo tutorial with a lab step, and its lab. */
const labTutorials = demoCatalogue.tutorials.flatMap((tutorial) =>
  tutorial.steps.flatMap((step) => (step.type === 'lab' ? [{ key: tutorial.key, tutorial, lab: step.lab }] : [])),
);

const run = (lab: DemoLab, code: string) =>
  runLabChecks({ scene: lab.scene, code, checks: lab.checks.map((check) => check.code) });

/** Stand-ins for the files the seed stores for a tutorial's images (no video: as when ffmpeg is missing). */
const mediaOf = (tutorial: DemoTutorial): TDemoMediaFiles => ({
  images: new Map(
    [...demoMediaKeys(tutorial.steps).images].map((key) => [
      key,
      { url: `/api/files/demo-${key}.svg`, width: 1280, height: 720 },
    ]),
  ),
  videos: new Map(),
});

describe('the demo labs', () => {
  it('are built into every lab step of the demo', () => {
    expect(labTutorials.length).toBeGreaterThanOrEqual(4);
  });

  describe.each(labTutorials)('$key', ({ tutorial, lab }) => {
    it('asks for 2 to 4 checks, each with its message, and gives 1 to 3 hints', () => {
      expect(lab.checks.length).toBeGreaterThanOrEqual(2);
      expect(lab.checks.length).toBeLessThanOrEqual(4);
      expect(lab.hints.length).toBeGreaterThanOrEqual(1);
      expect(lab.hints.length).toBeLessThanOrEqual(3);
      for (const check of lab.checks) expect(check.message.trim()).not.toBe('');
    });

    it('starts from code that runs without an error and fails at least one check', async () => {
      const result = await run(lab, lab.starter);
      expect(result.codeError).toBeUndefined();
      expect(result.results.map((check) => check.error)).toEqual(lab.checks.map(() => undefined));
      expect(result.results.some((check) => !check.passed)).toBe(true);
    });

    it('has a solution that passes every check', async () => {
      const result = await run(lab, lab.solution);
      expect(result.codeError).toBeUndefined();
      expect(result.results).toEqual(lab.checks.map(() => ({ passed: true })));
    });

    it('is stored without its solution or a lab URL, in steps that can be published again', () => {
      const parsed = contentForms('publish').tutorialSteps.safeParse({
        skillLevel: tutorial.skillLevel,
        sections: demoSections(tutorial.steps, mediaOf(tutorial)),
      });
      expect(parsed.error?.issues).toBeUndefined();
      const stored = parsed.data?.sections.find((section) => section.type === 'lab');
      expect(stored?.labUrl).toBeUndefined();
      expect(stored?.type === 'lab' && stored.lab).toEqual({
        scene: lab.scene,
        starter: lab.starter,
        hints: lab.hints,
        checks: lab.checks,
      });
    });
  });
});
