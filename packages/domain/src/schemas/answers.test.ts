import { describe, expect, it } from 'vitest';
import { ZAuthSession, ZGetSessionAnswer, ZSignInAnswer, ZTwoFactorEnrolment } from './auth';
import { ZErrorBody } from './errors';

const user = {
  id: 'u1',
  name: 'Ada Learner',
  email: 'ada@example.org',
  emailVerified: true,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};
const session = {
  id: 's1',
  userId: 'u1',
  expiresAt: '2026-12-04T09:00:00.000Z',
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};

describe("better-auth's answers", () => {
  it('reads a sign-in as the account, or as the two-factor challenge', () => {
    expect(ZSignInAnswer.safeParse({ redirect: false, user }).success).toBe(true);
    expect(ZSignInAnswer.safeParse({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }).success).toBe(true);
    expect(ZSignInAnswer.safeParse({ redirect: false }).success).toBe(false);
  });

  it('reads a session without its token, and no session as null', () => {
    const parsed = ZGetSessionAnswer.parse({ user, session: { ...session, token: 'secret' } });
    expect(parsed?.session).toEqual(session);
    expect(ZAuthSession.parse({ ...session, token: 'secret' })).not.toHaveProperty('token');
    expect(ZGetSessionAnswer.parse(null)).toBeNull();
    expect(ZGetSessionAnswer.safeParse({ user: { ...user, createdAt: 'yesterday' }, session }).success).toBe(false);
  });

  it('reads a two-factor enrolment with its backup codes', () => {
    const enrolment = { totpURI: 'otpauth://totp/Questline:ada', backupCodes: ['a1b2c3'] };
    expect(ZTwoFactorEnrolment.parse(enrolment)).toEqual(enrolment);
    expect(ZTwoFactorEnrolment.safeParse({ ...enrolment, method: 'sms' }).success).toBe(false);
  });
});

describe('the error answer', () => {
  it('holds a catalogue key with its fields and params, and nothing outside the catalogue', () => {
    const body = {
      error: {
        key: 'invalid_json',
        fields: [{ path: 'title', key: 'tutorial_title_too_long' }],
        params: { max: 100 },
      },
    };
    expect(ZErrorBody.safeParse(body).success).toBe(true);
    expect(ZErrorBody.safeParse({ error: { key: 'no_such_key' } }).success).toBe(false);
    expect(ZErrorBody.safeParse({ error: { key: 'not_found', fields: [{ path: 'x', key: 'nope' }] } }).success).toBe(
      false,
    );
  });
});
