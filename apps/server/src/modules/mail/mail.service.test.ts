import { randomBytes } from 'node:crypto';
import { LOCALES } from '@questline/domain/constants';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type TSmtpInbox } from '../../../test/smtp-inbox';
import { createTestApp, injectAs, PUBLIC_URL, signIn, type TTestContext } from '../../../test/test-app';
import { renderMail } from './mail-render';
import { MAIL_TEXTS } from './mail-texts';
import type { TMailKind } from './mail-texts.types';

/** A pino log whose lines the test reads back. */
const capturedLog = () => {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
};

const KINDS: TMailKind[] = ['passwordReset', 'emailVerification', 'signUpWithTakenAddress'];

describe('mail texts', () => {
  it.each(LOCALES)('%s renders every mail with the address, the link, a text and an HTML part', (locale) => {
    const link = `${PUBLIC_URL}/reset-password?token=a<b>&locale=${locale}`;
    for (const kind of KINDS) {
      const mail = renderMail(kind, locale, { email: 'ana@example.test', link });
      expect(mail.subject, kind).toBe(MAIL_TEXTS[locale][kind].subject);
      expect(mail.text, kind).toContain('ana@example.test');
      expect(mail.text.split('\n'), kind).toContain(link);
      expect(mail.html, kind).toContain(`href="${PUBLIC_URL}/reset-password?token=a&#60;b&#62;&#38;locale=${locale}"`);
      expect(mail.html, kind).not.toContain('a<b>');
      expect(mail.text, kind).not.toMatch(/\{\{|\}\}/);
      if (locale !== 'en_US') expect(mail.subject, kind).not.toBe(MAIL_TEXTS.en_US[kind].subject);
    }
  });
});

describe('delivery through an SMTP server', () => {
  let inbox: TSmtpInbox;
  let ctx: TTestContext;
  const { log, lines } = capturedLog();
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp(
      { mail: { smtpUrl: inbox.url, from: 'Questline <noreply@questline.test>' }, mailRetryDelaysMs: [50, 100] },
      { mailLog: log },
    );
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  /** A user whose stored locale is `locale`, through the real endpoints. */
  const userIn = async (locale: string) => {
    const email = `${locale.toLowerCase()}-${randomBytes(3).toString('hex')}@mail.test`;
    const cookie = await signIn(ctx.app, email);
    expect((await injectAs(ctx.app, cookie, 'POST', '/api/changeLanguage', { locale })).statusCode).toBe(200);
    const me = (await injectAs(ctx.app, cookie, 'GET', '/api/me')).json().result as { id: string };
    return { email, userId: me.id };
  };

  it("sends each mail in the recipient's stored language, with a plain-text part, an HTML part and the link", async () => {
    const german = await userIn('de_DE');
    ctx.runtime.mailer.sendPasswordReset(german, 'reset-token-1');
    // (Signing up mailed a verification link first.)
    const reset = await inbox.waitFor(german.email, (mail) => mail.text?.includes('reset-token-1') === true);
    expect(reset.from).toBe('noreply@questline.test');
    expect(reset.subject).toBe('Ihr Questline-Passwort zurücksetzen');
    expect(reset.contentLanguage).toBe('de-DE');
    const link = `${PUBLIC_URL}/reset-password?token=reset-token-1&locale=de_DE`;
    expect(reset.text).toContain(`Hallo,\n\nJemand – hoffentlich Sie – möchte das Passwort`);
    expect(reset.text?.split('\n')).toContain(link);
    expect(reset.html).toContain(`<a href="${link.replace('&', '&#38;')}"`);
    expect(reset.html).toContain('<html lang="de-DE">');

    const japanese = await userIn('ja_JP');
    ctx.runtime.mailer.sendEmailVerification(japanese, `${PUBLIC_URL}/api/auth/verify-email?token=jwt`);
    ctx.runtime.mailer.sendSignUpWithTakenAddress(japanese);
    const verification = await inbox.waitFor(japanese.email, (mail) => mail.subject.includes('確認'));
    expect(verification.subject).toBe('Questline のメールアドレスの確認');
    expect(verification.text).toContain(`${PUBLIC_URL}/api/auth/verify-email?token=jwt`);
    const notice = await inbox.waitFor(japanese.email, (mail) => mail.subject.includes('作成'));
    expect(notice.text).toContain(`${PUBLIC_URL}/identity?mode=forgot&locale=ja_JP`);
    // Sent mails are logged without their links.
    await ctx.runtime.mailer.idle();
    const sent = lines.filter((line) => line.msg === 'Mail sent');
    expect(sent.map((line) => [line.mail, line.to])).toEqual(
      expect.arrayContaining([
        ['password_reset', german.email],
        ['email_verification', japanese.email],
        ['sign_up_with_taken_address', japanese.email],
      ]),
    );
    expect(JSON.stringify(lines)).not.toContain('token');
  });

  it("without a stored locale, writes in the request's language: its ql_locale cookie, then Accept-Language", async () => {
    const mailer = ctx.runtime.mailer;
    mailer.sendPasswordReset(
      { email: 'cookie@mail.test', headers: new Headers({ cookie: 'a=1; ql_locale=fr_FR', 'accept-language': 'ko' }) },
      't1',
    );
    mailer.sendPasswordReset(
      { email: 'browser@mail.test', headers: new Headers({ 'accept-language': 'xx, pt-BR;q=0.9, ru;q=0.5' }) },
      't2',
    );
    mailer.sendPasswordReset({ email: 'nobody@mail.test' }, 't3');
    expect((await inbox.waitFor('cookie@mail.test')).subject).toBe('Réinitialisez votre mot de passe Questline');
    expect((await inbox.waitFor('browser@mail.test')).subject).toBe('Reponha a sua palavra-passe do Questline');
    expect((await inbox.waitFor('nobody@mail.test')).subject).toBe('Reset your Questline password');
  });

  it('retries a refused delivery with backoff, then delivers it; gives up after the last attempt and says so', async () => {
    const before = inbox.attempts();
    inbox.refuseNext(1);
    ctx.runtime.mailer.sendPasswordReset({ email: 'retried@mail.test' }, 'retry-token');
    expect((await inbox.waitFor('retried@mail.test')).text).toContain('retry-token');
    await ctx.runtime.mailer.idle();
    expect(inbox.attempts() - before).toBe(2);
    const retried = lines.filter((line) => line.to === 'retried@mail.test');
    expect(retried.map((line) => [line.level, line.attempt])).toEqual([
      [40, 1],
      [30, 2],
    ]);
    expect(retried[0]).toMatchObject({ mail: 'password_reset', retryInMs: 50 });

    inbox.refuseNext(3);
    ctx.runtime.mailer.sendPasswordReset({ email: 'lost@mail.test' }, 'lost-token');
    await ctx.runtime.mailer.idle();
    const lost = lines.filter((line) => line.to === 'lost@mail.test');
    expect(lost.map((line) => [line.level, line.attempt, line.retryInMs])).toEqual([
      [40, 1, 50],
      [40, 2, 100],
      [50, 3, undefined],
    ]);
    expect(lost[2]).toMatchObject({
      msg: 'Mail not delivered: no attempt left',
      err: { message: expect.stringContaining('421') },
    });
    expect(JSON.stringify(lost)).not.toContain('lost-token');
    expect(inbox.mails.some((mail) => mail.to.includes('lost@mail.test'))).toBe(false);
  });
});

describe('a failing SMTP server', () => {
  it('never fails the caller: a wrong password is logged and retried; closing gives a waiting mail its last attempt', async () => {
    const inbox = await startSmtpInbox();
    const { log, lines } = capturedLog();
    const ctx = await createTestApp(
      { mail: { smtpUrl: inbox.urlWithWrongPassword, from: 'noreply@questline.test' }, mailRetryDelaysMs: [60_000] },
      { mailLog: log },
    );
    try {
      expect(() => ctx.runtime.mailer.sendPasswordReset({ email: 'owner@mail.test' }, 'secret-token')).not.toThrow();
      await expect.poll(() => lines.filter((line) => line.to === 'owner@mail.test').length).toBe(1);
      expect(lines[0]).toMatchObject({
        level: 40,
        attempt: 1,
        retryInMs: 60_000,
        err: { message: expect.stringContaining('535') },
      });
      // The retry waits a minute; closing the mailer makes it at once, and then gives up.
      const started = performance.now();
      await ctx.runtime.mailer.close();
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(lines.map((line) => [line.level, line.attempt])).toEqual([
        [40, 1],
        [50, 2],
      ]);
      expect(JSON.stringify(lines)).not.toContain('secret-token');
      expect(JSON.stringify(lines)).not.toContain(inbox.url.split(':')[2]?.split('@')[0]);
    } finally {
      await ctx.close();
      await inbox.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as one log line with its recipient, subject and link, and sends nothing', async () => {
    const { log, lines } = capturedLog();
    const ctx = await createTestApp({}, { mailLog: log });
    try {
      expect(ctx.runtime.mailer.delivers).toBe(false);
      ctx.runtime.mailer.sendPasswordReset(
        { email: 'trial@mail.test', headers: new Headers({ 'accept-language': 'es' }) },
        'trial-token',
      );
      await ctx.runtime.mailer.idle();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        mail: 'password_reset',
        to: 'trial@mail.test',
        subject: 'Restablezca su contraseña de Questline',
        link: `${PUBLIC_URL}/reset-password?token=trial-token&locale=es_ES`,
        msg: 'Mail not sent (no SMTP_URL): its link is in this line',
      });
    } finally {
      await ctx.close();
    }
  });
});
