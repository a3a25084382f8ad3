import { describe, expect, it } from 'vitest';
import type { TRichTextNode } from './rich-text';
import { TIP_MAP_LIMITS, tutorialTipMap } from './tutorial-tips';

const paragraph = (text: string): TRichTextNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const callout = (kind: string, ...texts: string[]): TRichTextNode => ({
  type: 'callout',
  attrs: { kind },
  content: texts.map(paragraph),
});
const doc = (...content: TRichTextNode[]): TRichTextNode => ({ type: 'doc', content });

describe('tutorialTipMap (§3.4 tipMap)', () => {
  it("keys each step's tip callouts by the step, in reading order, and leaves other callouts and steps out", () => {
    expect(
      tutorialTipMap([
        {
          id: 's1',
          body: doc(paragraph('Intro'), callout('tip', 'Hold Alt to orbit.'), callout('warning', 'Save first.'), {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [callout('tip', 'Press F', 'to frame.')] }],
          }),
        },
        { id: 's2', body: doc(callout('note', 'Just a note.')) },
        { id: 's3', body: null },
      ]),
    ).toEqual({ s1: { id: 's1', tips: ['Hold Alt to orbit.', 'Press F\nto frame.'] } });
  });

  it('bounds the tips of a step and the length of each', () => {
    const many = Array.from({ length: TIP_MAP_LIMITS.tipsPerStep + 5 }, (_, index) => callout('tip', `Tip ${index}`));
    const long = callout('tip', 'x'.repeat(TIP_MAP_LIMITS.tipLength + 50));
    const map = tutorialTipMap([
      { id: 'a', body: doc(...many) },
      { id: 'b', body: doc(long) },
    ]);
    expect(map.a?.tips).toHaveLength(TIP_MAP_LIMITS.tipsPerStep);
    expect(map.b?.tips[0]).toHaveLength(TIP_MAP_LIMITS.tipLength);
    expect(tutorialTipMap(undefined)).toEqual({});
  });
});
