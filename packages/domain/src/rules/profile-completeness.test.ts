import fc from 'fast-check';
import { expect, it } from 'vitest';
import { PROFILE_COMPLETENESS_FIELDS, profileCompleteness } from './profile-completeness';

const empty = { displayName: '', customProfileUrl: null, region: null, locale: null };

it('counts each filled field of the profile as a quarter', () => {
  expect(profileCompleteness(empty)).toBe(0);
  expect(profileCompleteness({ ...empty, displayName: 'Ada Learner' })).toBe(25);
  expect(profileCompleteness({ ...empty, displayName: 'Ada', customProfileUrl: 'ada' })).toBe(50);
  expect(profileCompleteness({ displayName: 'Ada', customProfileUrl: 'ada', region: 'eu', locale: null })).toBe(75);
  expect(profileCompleteness({ displayName: 'Ada', customProfileUrl: 'ada', region: 'eu', locale: 'fr_FR' })).toBe(100);
});

it('does not count a field of white space or one left out', () => {
  expect(profileCompleteness({ ...empty, displayName: '   ', customProfileUrl: undefined })).toBe(0);
});

it('stays a whole percentage between 0 and 100 that grows with every field filled', () => {
  const value = fc.option(fc.string(), { nil: null });
  fc.assert(
    fc.property(fc.record({ displayName: value, customProfileUrl: value, region: value, locale: value }), (profile) => {
      const percent = profileCompleteness(profile);
      expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
      for (const field of PROFILE_COMPLETENESS_FIELDS) {
        expect(profileCompleteness({ ...profile, [field]: 'x' })).toBeGreaterThanOrEqual(percent);
      }
    }),
  );
});
