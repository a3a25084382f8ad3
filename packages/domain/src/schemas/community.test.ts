import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { ZPostingBlock } from './community';
import { ZEdlabSeatAdd } from './edlab';
import {
  GROUP_INVITATION_MAX,
  GROUP_NAME_MAX,
  POST_TEXT_MAX,
  ZGroupInvite,
  ZGroupWrite,
  ZPostWrite,
  ZRepost,
} from './groups';
import { FEATURE_FLAG_NAMES, premiumStoreOf, ZFeatureFlagName, ZMemberLookupQuery, ZMembershipName } from './site';
import { ZSubmissionCreate, ZWebglBuildCreate } from './submission';
import { ZServerTourParams } from './tours';

/** The keys a payload is refused with (§8), field by field, or the parsed data. */
const keysOf = (result: ReturnType<typeof validate>) => (result.ok ? 'ok' : result.errors.map((error) => error.key));

describe('community payloads', () => {
  it('names groups with trimmed text of at most 80 characters', () => {
    expect(keysOf(validate(ZGroupWrite, { name: '  Physics club ' }))).toBe('ok');
    expect(keysOf(validate(ZGroupWrite, { name: '   ' }))).toEqual(['error_isRequired']);
    expect(keysOf(validate(ZGroupWrite, { name: 'x'.repeat(GROUP_NAME_MAX + 1) }))).toEqual(['group_name_too_long']);
  });

  it('invites chosen, well-formed addresses, and says when nobody is chosen', () => {
    expect(validate(ZGroupInvite, { emails: [' Ada@Example.org '] })).toEqual({
      ok: true,
      data: { emails: ['ada@example.org'] },
    });
    expect(keysOf(validate(ZGroupInvite, {}))).toEqual(['should_select_user']);
    expect(keysOf(validate(ZGroupInvite, { emails: ['ada@example.org', 'not an address'] }))).toEqual([
      'not_valid_email',
    ]);
    const many = Array.from({ length: GROUP_INVITATION_MAX + 1 }, (_, i) => `p${i}@example.org`);
    expect(keysOf(validate(ZGroupInvite, { emails: many }))).toEqual(['group_invitations_too_many']);
  });

  it('refuses empty and oversized posts, and reposts without a group', () => {
    expect(keysOf(validate(ZPostWrite, { text: ' \n ' }))).toEqual(['post_can_not_be_empty']);
    expect(keysOf(validate(ZPostWrite, { text: 'x'.repeat(POST_TEXT_MAX + 1) }))).toEqual(['post_too_long']);
    expect(validate(ZRepost, { groupId: '7' })).toEqual({ ok: true, data: { groupId: 7, text: '' } });
    expect(keysOf(validate(ZRepost, { groupId: 'none' }))).toEqual(['repost_validation_failed']);
    expect(keysOf(validate(ZPostingBlock, { blocked: 'yes' }))).not.toBe('ok');
  });

  it('takes submissions with a title, an http(s) link and a stored zip only', () => {
    expect(keysOf(validate(ZSubmissionCreate, { sectionId: 's1', title: 'My level' }))).toBe('ok');
    expect(keysOf(validate(ZSubmissionCreate, { sectionId: 's1', title: ' ' }))).not.toBe('ok');
    expect(keysOf(validate(ZSubmissionCreate, { sectionId: 's1', title: 'x', url: 'javascript:alert(1)' }))).toEqual([
      'error_URL',
    ]);
    expect(keysOf(validate(ZWebglBuildCreate, { fileId: `${'a'.repeat(32)}.zip` }))).toBe('ok');
    expect(keysOf(validate(ZWebglBuildCreate, { fileId: '../etc/passwd.zip' }))).not.toBe('ok');
  });
});

describe('site and portal payloads', () => {
  it('knows the feature flags of §9, the memberships and the server-side tours', () => {
    expect(FEATURE_FLAG_NAMES).toEqual([
      'PATHWAYS_LANDING_PAGE',
      'EDLAB_PORTAL_PAGE',
      'PROJECT_ENABLED',
      'TFA_ENABLED',
    ]);
    expect(keysOf(validate(ZFeatureFlagName, 'NO_SUCH_FLAG'))).not.toBe('ok');
    expect(keysOf(validate(ZMembershipName, 'premium'))).toBe('ok');
    expect(keysOf(validate(ZMembershipName, 'owner'))).toEqual(['not_found']);
    expect(keysOf(validate(ZServerTourParams, { tour: 'premium' }))).toBe('ok');
    expect(keysOf(validate(ZServerTourParams, { tour: 'everything' }))).toEqual(['invalid_request']);
  });

  it('builds the premium store from the payment link, with the trial and defaults of §9', () => {
    expect(premiumStoreOf(null, 'premium')).toMatchObject({ paymentLinkBase: null, item: 'premium', trialDays: 30 });
  });

  it('takes e-mail addresses trimmed and lower-cased for seats and lookups', () => {
    expect(validate(ZEdlabSeatAdd, { email: ' Bo@School.edu ' })).toEqual({
      ok: true,
      data: { email: 'bo@school.edu' },
    });
    expect(keysOf(validate(ZEdlabSeatAdd, { email: 'bo' }))).toEqual(['not_valid_email']);
    expect(keysOf(validate(ZMemberLookupQuery, { email: 'nobody' }))).toEqual(['not_valid_email']);
  });
});
