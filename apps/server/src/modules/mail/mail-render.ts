import { localeTag, type TLocale } from '@questline/domain/constants';
import { MAIL_TEXTS } from './mail-texts';
import type { TMailKind } from './mail-texts.types';

/** A mail ready to send: its plain text, a simple HTML part saying the same, and its language (a BCP 47 tag). */
export type TRenderedMail = { subject: string; text: string; html: string; language: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (template: string, email: string) => template.replaceAll('{{email}}', email);

/**
 * One mail in one language: greeting, what happened, the link on a line of its own (so that every mail reader makes
 * it clickable), what to do if the mail was unexpected, and the signature. The HTML part holds the same paragraphs
 * and the link as a link; every value in it is escaped.
 */
export const renderMail = (kind: TMailKind, locale: TLocale, input: { email: string; link: string }): TRenderedMail => {
  const texts = MAIL_TEXTS[locale];
  const words = texts[kind];
  const body = fill(words.body, input.email);
  const text = [texts.greeting, body, `${words.action}\n${input.link}`, words.ignore, texts.signature].join('\n\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${localeTag(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">',
    paragraph(texts.greeting),
    paragraph(body),
    paragraph(words.action),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(input.link)}" style="color:#1d4ed8">${escapeHtml(input.link)}</a></p>`,
    paragraph(words.ignore),
    paragraph(texts.signature),
    '</body></html>',
  ].join('\n');
  return { subject: words.subject, text, html, language: localeTag(locale) };
};
