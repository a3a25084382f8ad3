import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  GENERAL_FIELD_KINDS,
  isFormUnchanged,
  sameField,
  sameValue,
  savesImmediately,
} from './change-detection';
import { richTextFromParagraphs } from './rich-text';

describe('field comparison (§4.1)', () => {
  it('compares text trimmed', () => {
    expect(sameField('text', '  Roll a ball ', 'Roll a ball')).toBe(true);
    expect(sameField('text', 'Roll a ball', 'Roll a cube')).toBe(false);
    expect(sameField('text', undefined, '   ')).toBe(true);
    expect(sameField('text', 3, '3')).toBe(true);
  });

  it('compares rich text by its trimmed plain text', () => {
    const loaded = richTextFromParagraphs(['First', 'Second']);
    const boldened = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'First', marks: [{ type: 'bold' }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Second ' }] },
      ],
    };
    expect(sameField('richText', boldened, loaded)).toBe(true);
    expect(sameField('richText', richTextFromParagraphs(['First', 'Third']), loaded)).toBe(false);
    expect(sameField('richText', ' First\nSecond ', loaded)).toBe(true);
    expect(sameField('richText', null, richTextFromParagraphs([]))).toBe(true);
  });

  it('compares thumbnails and videos by id', () => {
    expect(sameField('media', { id: 'f1', url: '/a.png' }, { id: 'f1', url: '/b.png' })).toBe(true);
    expect(sameField('media', 'f1', { id: 'f1' })).toBe(true);
    expect(sameField('media', { id: 'f2' }, { id: 'f1' })).toBe(false);
    expect(sameField('media', undefined, null)).toBe(true);
    expect(sameField('media', '', { id: null })).toBe(true);
  });

  it('compares sub-skills by their titles in order', () => {
    const loaded = [{ title: 'Lighting' }, { title: 'Baking' }];
    expect(sameField('subSkills', [{ title: 'Lighting ', isEdit: true }, { title: 'Baking' }], loaded)).toBe(true);
    expect(sameField('subSkills', [...loaded].reverse(), loaded)).toBe(false);
    expect(sameField('subSkills', [{ title: 'Lighting' }], loaded)).toBe(false);
    expect(sameField('subSkills', undefined, [])).toBe(true);
  });

  it('compares other values structurally', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue(null, 0)).toBe(false);
  });

  it('finds every value equal to itself, whatever its shape', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(sameValue(value, structuredClone(value))).toBe(true);
      }),
    );
  });
});

describe('changedFields (§4.1)', () => {
  const loaded = {
    language: 'en',
    title: 'Roll a ball',
    description: richTextFromParagraphs(['Move a ball.']),
    thumbnail: { id: 'f1', url: '/files/f1' },
    engineVersionRange: '2022_6000',
  };

  it('skips the save when nothing changed but white space, marks or urls', () => {
    const form = { ...loaded, title: ' Roll a ball', thumbnail: { id: 'f1', url: '/other' } };
    expect(isFormUnchanged(form, loaded, GENERAL_FIELD_KINDS)).toBe(true);
  });

  it('names the fields that changed, the engine-version range included', () => {
    const form = { ...loaded, title: 'Roll a cube', engineVersionRange: '2023_6000' };
    expect(changedFields(form, loaded, GENERAL_FIELD_KINDS)).toEqual(['title', 'engineVersionRange']);
  });

  it('counts every field as changed against no loaded data', () => {
    expect(changedFields({ title: 'New' }, null, GENERAL_FIELD_KINDS)).toEqual(['title']);
    expect(isFormUnchanged({ title: '' }, undefined, GENERAL_FIELD_KINDS)).toBe(true);
  });
});

describe('savesImmediately (§4.1)', () => {
  it('saves a language change at once on pathway, mission, skill, competency and general forms', () => {
    for (const form of ['pathway', 'mission', 'skill', 'competency', 'general']) {
      expect(savesImmediately(form, 'language')).toBe(true);
    }
    expect(savesImmediately('details', 'language')).toBe(false);
    expect(savesImmediately('general', 'title')).toBe(false);
  });
});
