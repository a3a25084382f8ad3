import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTHORING_ACTIONS, authoringRefusal, mayAuthor, roleLinks } from './authoring-rights';

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
    expect(roleLinks(['learnAdmin_JA'])).toEqual([
      'contentCreator',
      'learnerArchitecture',
      'adminTool',
      'communityModerator',
    ]);
    expect(roleLinks(['learnEditor_KO'])).toEqual(['contentCreator', 'communityModerator']);
    expect(roleLinks(['learnModerator'])).toEqual(['communityModerator']);
  });

  it('gives site admins and super admins the authoring links too, as their pages let them in', () => {
    const adminLinks = ['contentCreator', 'learnerArchitecture', 'adminTool', 'siteSettings', 'userAdmin'];
    expect(roleLinks(['admin'])).toEqual(adminLinks);
    expect(roleLinks(['superAdmin'])).toEqual(adminLinks);
    expect(roleLinks(['superAdmin', 'learnCreator'])).toEqual(adminLinks);
    expect(roleLinks(['admin', 'learnModerator'])).toEqual([
      'contentCreator',
      'learnerArchitecture',
      'adminTool',
      'communityModerator',
      'siteSettings',
      'userAdmin',
    ]);
  });
});
