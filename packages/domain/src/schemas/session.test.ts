import { describe, expect, it } from 'vitest';
import { richTextFromParagraphs } from '../rules/rich-text';
import { validate } from '../validation';
import { ZContentDocument, ZHome } from './content';
import { safeRedirectPath, ZAuthUrlQuery, ZChangeLanguage, ZChangePreferredRegion } from './session';

describe('session payloads (§7.6)', () => {
  it('accept the supported locales and regions only', () => {
    expect(validate(ZChangeLanguage, { locale: 'ja_JP' }).ok).toBe(true);
    expect(validate(ZChangeLanguage, { locale: 'ja' })).toEqual({
      ok: false,
      errors: [{ path: 'locale', key: 'invalid_locale' }],
    });
    expect(validate(ZChangePreferredRegion, { regionRefId: 'region.10' })).toEqual({
      ok: false,
      errors: [{ path: 'regionRefId', key: 'invalid_region' }],
    });
    expect(validate(ZAuthUrlQuery, { redirect_to: '/u/me', locale: 'de_DE', is_reg: 'true' }).ok).toBe(true);
  });

  it('keep redirects on this site', () => {
    expect(safeRedirectPath('/pathways?x=1')).toBe('/pathways?x=1');
    expect(safeRedirectPath('/u/me#skills')).toBe('/u/me#skills');
    const unsafe = [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      // Browsers drop tabs and line breaks from URLs: each of these is //evil.example once parsed.
      '/\t/evil.example/phished',
      '/\n/evil.example/phished',
      '/\r/evil.example/phished',
      '/\t\\evil.example',
      '\t//evil.example',
      '',
      null,
      undefined,
    ];
    for (const value of unsafe) {
      expect(safeRedirectPath(value)).toBe('/');
    }
  });
});

describe('stored documents', () => {
  it('default what an item document may leave out and keep type-specific fields', () => {
    const result = validate(ZContentDocument, {
      title: ' Kart ',
      description: richTextFromParagraphs(['x']),
      sections: [],
    });
    expect(result).toMatchObject({
      ok: true,
      data: { title: 'Kart', language: 'en', thumbnail: null, points: [], sections: [] },
    });
    expect(validate(ZContentDocument, { title: '', description: richTextFromParagraphs([]) })).toEqual({
      ok: false,
      errors: [{ path: 'title', key: 'error_isRequired' }],
    });
  });

  it('describe the home page', () => {
    expect(validate(ZHome, { sections: [{ type: 'tutorial', total: 0, items: [] }] }).ok).toBe(true);
    expect(validate(ZHome, { sections: [{ type: 'post', total: 0, items: [] }] }).ok).toBe(false);
  });
});
