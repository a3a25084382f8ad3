import { describe, expect, it } from 'vitest';
import { contentForms } from '../schemas/editor-content';
import { holdsLab, labVersionOf } from './definition';
import { labFrameUrlOf, ZLabFromFrame, ZLabToFrame } from './protocol';

const lab = {
  scene: 'scene.add({});',
  starter: '',
  hints: ['Look up'],
  checks: [{ message: 'Moves', code: 'return true;' }],
};

describe('lab definitions', () => {
  it('fingerprints what the checks judge: the scene and the checks, not the hints or the starter', () => {
    const version = labVersionOf(lab);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(labVersionOf({ ...lab })).toBe(version);
    expect(labVersionOf({ ...lab, scene: 'scene.add({ });' })).not.toBe(version);
    expect(labVersionOf({ ...lab, checks: [{ message: 'Moves', code: 'return false;' }] })).not.toBe(version);
    expect(labVersionOf({ scene: lab.scene, checks: [{ message: 'Other words', code: 'return true;' }] })).toBe(
      version,
    );
  });

  it('knows the items that hold a lab step', () => {
    expect(holdsLab([{ type: 'text' }, { type: 'lab' }])).toBe(true);
    expect(holdsLab([{ type: 'text' }])).toBe(false);
    expect(holdsLab(undefined)).toBe(false);
  });

  it('takes a built-in lab or a lab URL, and needs a check to publish', () => {
    const steps = (sections: unknown[]) => ({ skillLevel: 'beginner', sections });
    const saved = contentForms('publish').tutorialSteps.parse(steps([{ type: 'lab', title: 'Lab', lab }]));
    expect(saved.sections[0]).toMatchObject({ lab });
    const refused = contentForms('publish').tutorialSteps.safeParse(
      steps([{ type: 'lab', title: 'Lab', lab: { ...lab, checks: [] } }]),
    );
    expect(refused.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'sections.0.lab.checks: lab_checks_required',
    ]);
  });

  it('reads only the messages of the lab protocol', () => {
    expect(
      ZLabToFrame.safeParse({ kind: 'lab:check', runId: 'r', scene: '', code: '', checks: ['return true;'] }).success,
    ).toBe(true);
    expect(ZLabToFrame.safeParse({ kind: 'lab:eval', code: 'alert(1)' }).success).toBe(false);
    expect(ZLabFromFrame.safeParse({ kind: 'lab:checked', runId: 'r', outcome: 'done' }).success).toBe(true);
    expect(labFrameUrlOf('http://localhost:3000/play/')).toBe('http://localhost:3000/play/lab/');
  });
});
