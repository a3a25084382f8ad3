import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  ROLES,
} from './roles';
import { mayUseCreatorTools, mayUseLearnAdminTools } from './rules/authoring-rights';

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

  it('lets learn creators, learn admins, editors and site admins use the creator tools', () => {
    for (const roles of [['learnCreator'], ['learnAdmin_RU'], ['learnEditor_KO'], ['admin'], ['superAdmin']]) {
      expect(mayUseCreatorTools(roles)).toBe(true);
    }
    expect(mayUseCreatorTools(['learnModerator'])).toBe(false);
    expect(mayUseCreatorTools([])).toBe(false);
  });

  it('lets learn admins of any language and site admins use the learn admin tools, not editors', () => {
    for (const roles of [['learnAdmin'], ['learnAdmin_ZH'], ['admin'], ['superAdmin']]) {
      expect(mayUseLearnAdminTools(roles)).toBe(true);
    }
    for (const roles of [['learnEditor'], ['learnCreator'], ['learnModerator'], []]) {
      expect(mayUseLearnAdminTools(roles)).toBe(false);
    }
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
      mayUseCreatorTools,
      mayUseLearnAdminTools,
    ];
    const roleList = fc.uniqueArray(fc.constantFrom(...ROLES));
    fc.assert(
      fc.property(roleList, roleList, (some, more) => {
        for (const check of checks) if (check(some)) expect(check([...some, ...more])).toBe(true);
      }),
    );
  });
});
