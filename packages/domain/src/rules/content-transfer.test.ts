import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  filterReferences,
  referencesIn,
  richTextImportProblems,
  transferFileName,
} from './content-transfer';

const text = (value: string) => ({ type: 'text', text: value });
const doc = (...content: object[]) => ({ type: 'doc', content });
const paragraph = (value: string) => ({ type: 'paragraph', content: [text(value)] });

describe('canonicalJson', () => {
  it('sorts keys at every level, leaves out undefined members and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null, 'x'], c: undefined }, é: 'ü' })).toBe(
      '{"a":{"d":[true,null,"x"]},"b":1,"é":"ü"}',
    );
    expect(canonicalJson({ z: 1, a: 2 })).toBe(canonicalJson({ a: 2, z: 1 }));
    expect(canonicalJson([undefined, 1.5])).toBe('[null,1.5]');
  });
});

describe('richTextImportProblems', () => {
  it('accepts rich text the allow-list keeps as it is, and empty fields', () => {
    const forms = {
      general: { description: doc(paragraph('Hi')), objective: null },
      steps: { sections: [{ body: doc({ type: 'callout', attrs: { kind: 'tip' }, content: [paragraph('Tip')] }) }] },
    };
    expect(richTextImportProblems(forms, ['forms'])).toEqual([]);
  });

  it('names each field at its path: objective and careerGoals by their keys, any other by the description key', () => {
    const script = doc({ type: 'script', content: [text('x')] });
    const forms = {
      general: {
        description: 'plain text',
        objective: script,
        careerGoals: doc({ type: 'paragraph', attrs: { x: 1 } }),
      },
      steps: { sections: [{ body: doc(paragraph('ok')) }, { body: script }] },
      details: { educatorPlan: { objectives: script } },
    };
    expect(richTextImportProblems(forms, ['forms'])).toEqual([
      { path: 'forms.general.description', key: 'importJson_InvalidParameter_description' },
      { path: 'forms.general.objective', key: 'importJson_InvalidParameter_objective' },
      { path: 'forms.general.careerGoals', key: 'importJson_InvalidParameter_careerGoals' },
      { path: 'forms.steps.sections.1.body', key: 'importJson_InvalidParameter_description' },
      { path: 'forms.details.educatorPlan.objectives', key: 'importJson_InvalidParameter_description' },
    ]);
  });

  it('answers richText_codeBlock_too_long for a code block past the line limit', () => {
    const code = (lines: number) =>
      doc({
        type: 'codeBlock',
        attrs: { language: 'csharp' },
        content: [text(Array.from({ length: lines }, () => 'x').join('\n'))],
      });
    expect(richTextImportProblems({ body: code(2000) })).toEqual([]);
    expect(richTextImportProblems({ body: code(2001) })).toEqual([
      { path: 'body', key: 'richText_codeBlock_too_long' },
    ]);
  });
});

describe('filterReferences', () => {
  const file = `${'a'.repeat(32)}.png`;
  const forms = {
    general: {
      thumbnailId: file,
      ownerId: 'u1',
      description: doc(paragraph('x'), { type: 'image', attrs: { src: `/files/${file}`, alt: 'A' } }),
    },
    content: { contentIds: ['ltu_1', 'ltu_2'], topicIds: [3], materials: [{ type: 'file', attachmentId: file }] },
    assessments: { assessmentItem: [{ op: 'And', value: 'lqz_4' }] },
  };

  it('finds every reference in the order of the document', () => {
    expect(referencesIn(forms).map((ref) => [ref.kind, ref.id, ref.path])).toEqual([
      ['file', file, 'general.thumbnailId'],
      ['user', 'u1', 'general.ownerId'],
      ['file', file, 'general.description.content.1.attrs.src'],
      ['item', 'ltu_1', 'content.contentIds.0'],
      ['item', 'ltu_2', 'content.contentIds.1'],
      ['tag', 3, 'content.topicIds.0'],
      ['file', file, 'content.materials.0.attachmentId'],
      ['item', 'lqz_4', 'assessments.assessmentItem.0.value'],
    ]);
  });

  it('drops what keep refuses: list entries, materials, rich-text images, and empties single fields', () => {
    const kept = filterReferences(forms, (ref) => ref.id === 'ltu_2');
    expect(kept).toEqual({
      general: { thumbnailId: undefined, ownerId: undefined, description: doc(paragraph('x')) },
      content: { contentIds: ['ltu_2'], topicIds: [], materials: [] },
      assessments: { assessmentItem: [] },
    });
  });
});

it('names the download by the type and the title', () => {
  expect(transferFileName('tutorial', 'Build a Kart!')).toBe('tutorial-build-a-kart.json');
  expect(transferFileName('quiz', undefined)).toBe('quiz-item.json');
});
