import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTHORING_ACTIONS,
  authoringRefusal,
  isAdmin,
  isRole,
  isSuperAdmin,
  learnAdminAll,
  learnAdminEditorAll,
  learnAdminEditorLocal,
  learnAdminLocal,
  learnCreatorAll,
  learnEditorAll,
  learnEditorLocal,
  learnModeratorAll,
  mayAuthor,
  ROLES,
  roleLinks,
} from './roles';

describe('the §6 checks', () => {
  it('isSuperAdmin and isAdmin', () => {
    expect(isSuperAdmin(['superAdmin'])).toBe(true);
    expect(isSuperAdmin(['admin'])).toBe(false);
    expect(isAdmin(['superAdmin'])).toBe(true);
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['learnAdmin'])).toBe(false);
  });

  it('learnAdminAll holds for learnAdmin and every language variant, learnAdminLocal only for its language', () => {
    expect(learnAdminAll(['learnAdmin'])).toBe(true);
    expect(learnAdminAll(['learnAdmin_ZH'])).toBe(true);
    expect(learnAdminAll(['learnEditor'])).toBe(false);
    expect(learnAdminLocal(['learnAdmin'], 'ja')).toBe(true);
    expect(learnAdminLocal(['learnAdmin_JA'], 'ja')).toBe(true);
    expect(learnAdminLocal(['learnAdmin_JA'], 'ko')).toBe(false);
  });

  it('editors follow the same pattern', () => {
    expect(learnEditorAll(['learnEditor_PT'])).toBe(true);
    expect(learnEditorLocal(['learnEditor_PT'], 'PT')).toBe(true);
    expect(learnEditorLocal(['learnEditor_PT'], 'es')).toBe(false);
    expect(learnAdminEditorAll(['learnEditor_DE'])).toBe(true);
    expect(learnAdminEditorLocal(['learnAdmin_FR'], 'fr')).toBe(true);
    expect(learnAdminEditorLocal(['learnAdmin_FR'], 'de')).toBe(false);
  });

  it('learnCreatorAll: learnCreator, or any admin or editor', () => {
    for (const roles of [['learnCreator'], ['learnAdmin'], ['learnEditor_KO'], ['learnAdmin_RU']]) {
      expect(learnCreatorAll(roles)).toBe(true);
    }
    expect(learnCreatorAll(['learnModerator'])).toBe(false);
    expect(learnCreatorAll([])).toBe(false);
  });

  it('learnModeratorAll: learnModerator, learnAdmin or learnEditor', () => {
    expect(learnModeratorAll(['learnModerator'])).toBe(true);
    expect(learnModeratorAll(['learnAdmin'])).toBe(true);
    expect(learnModeratorAll(['learnEditor_EN'])).toBe(true);
    expect(learnModeratorAll(['learnCreator'])).toBe(false);
  });

  it('accepts a user object as well as a list, and nobody for anonymous', () => {
    expect(learnAdminAll({ roles: ['learnAdmin'] })).toBe(true);
    expect(learnAdminAll(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('knows the 6 groups plus 9 language variants each of learnAdmin and learnEditor', () => {
    expect(ROLES).toHaveLength(6 + 9 + 9);
    expect(isRole('learnAdmin_EN')).toBe(true);
    expect(isRole('learnAdmin_XX')).toBe(false);
    expect(isRole('learnCreator_EN')).toBe(false);
  });

  it('every check is monotone: adding roles never takes a permission away', () => {
    const checks = [
      isSuperAdmin,
      isAdmin,
      learnAdminAll,
      learnEditorAll,
      learnCreatorAll,
      learnModeratorAll,
      learnAdminEditorAll,
    ];
    const roleList = fc.uniqueArray(fc.constantFrom(...ROLES));
    fc.assert(
      fc.property(roleList, roleList, (some, more) => {
        for (const check of checks) if (check(some)) expect(check([...some, ...more])).toBe(true);
      }),
    );
  });
});

describe('roleLinks (§2.3)', () => {
  it('gives each role its links, in menu order', () => {
    expect(roleLinks([])).toEqual([]);
    expect(roleLinks(['learnCreator'])).toEqual(['contentCreator']);
    expect(roleLinks(['learnAdmin'])).toEqual([
      'contentCreator',
      'learnerArchitecture',
      'adminTool',
      'communityModerator',
    ]);
    expect(roleLinks(['learnModerator'])).toEqual(['communityModerator']);
    expect(roleLinks(['admin'])).toEqual(['siteSettings', 'userAdmin']);
    expect(roleLinks(['superAdmin', 'learnCreator'])).toEqual(['contentCreator', 'siteSettings', 'userAdmin']);
  });
});

describe('authoringRefusal (§6)', () => {
  const user = (roles: string[], id = 'me') => ({ id, roles });
  const mine = { type: 'tutorial', language: 'ja', ownerId: 'me' };
  const theirs = { type: 'tutorial', language: 'ja', ownerId: 'them', authorId: 'them' };

  it('asks anonymous users to sign in and refuses learners', () => {
    expect(authoringRefusal(null, 'create', mine)).toBe('auth_required');
    for (const action of AUTHORING_ACTIONS) expect(authoringRefusal(user([]), action, mine)).toBe('forbidden');
  });

  it('lets creators create the creator types and edit and publish their own items', () => {
    const creator = user(['learnCreator']);
    for (const type of ['tutorial', 'project', 'course', 'quiz', 'liveSession']) {
      expect(mayAuthor(creator, 'create', { type, language: 'en' })).toBe(true);
    }
    expect(mayAuthor(creator, 'edit', mine)).toBe(true);
    expect(mayAuthor(creator, 'publish', { ...theirs, authorId: 'me' })).toBe(true);
    expect(authoringRefusal(creator, 'edit', theirs)).toBe('forbidden');
    expect(authoringRefusal(creator, 'create', { type: 'mission', language: 'en' })).toBe('forbidden');
    expect(authoringRefusal(creator, 'create', { type: 'skill', language: 'en' })).toBe('forbidden');
  });

  it('lets editors act on any item of their language, missions and pathways included', () => {
    expect(mayAuthor(user(['learnEditor_JA']), 'edit', theirs)).toBe(true);
    expect(mayAuthor(user(['learnEditor_JA']), 'publish', { type: 'pathway', language: 'ja' })).toBe(true);
    expect(authoringRefusal(user(['learnEditor_KO']), 'edit', theirs)).toBe('forbidden');
    expect(mayAuthor(user(['learnEditor']), 'edit', theirs)).toBe(true);
    expect(authoringRefusal(user(['learnEditor']), 'edit', { type: 'competency', language: 'ja' })).toBe('forbidden');
  });

  it('keeps the skills architecture to learn admins and admins', () => {
    expect(mayAuthor(user(['learnAdmin_JA']), 'create', { type: 'skill', language: 'ja' })).toBe(true);
    expect(authoringRefusal(user(['learnAdmin_JA']), 'create', { type: 'skill', language: 'en' })).toBe('forbidden');
    expect(mayAuthor(user(['admin']), 'publish', { type: 'competency', language: 'en' })).toBe(true);
  });

  it('refuses types nobody authors here', () => {
    expect(authoringRefusal(user(['learnAdmin']), 'create', { type: 'submission', language: 'en' })).toBe('forbidden');
  });

  it('never lets a moderator author, whatever the item', () => {
    const items = fc.record({
      type: fc.constantFrom('tutorial', 'mission', 'skill'),
      language: fc.constantFrom('en', 'ja'),
      ownerId: fc.constantFrom('me', 'them'),
    });
    fc.assert(
      fc.property(items, fc.constantFrom(...AUTHORING_ACTIONS), (item, action) => {
        expect(mayAuthor(user(['learnModerator']), action, item)).toBe(false);
      }),
    );
  });
});
