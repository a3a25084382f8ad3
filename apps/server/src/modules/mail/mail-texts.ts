import type { TLocale } from '@questline/domain/constants';
import { de_DE } from './messages/de_DE';
import { en_US } from './messages/en_US';
import { es_ES } from './messages/es_ES';
import { fr_FR } from './messages/fr_FR';
import { ja_JP } from './messages/ja_JP';
import { ko_KR } from './messages/ko_KR';
import { pt_PT } from './messages/pt_PT';
import { ru_RU } from './messages/ru_RU';
import { zh_CN } from './messages/zh_CN';

/**
 * One mail's words: its subject, what happened (`body`, which may name the address as {{email}}), the line that
 * introduces the link, and what to do when the mail was not expected. No mail carries a name or any other text a
 * stranger could have typed: anyone may sign up with someone else's address.
 */
export type TMailWords = { subject: string; body: string; action: string; ignore: string };

/** Every mail of the mail module, in one language. */
export type TMailTexts = {
  greeting: string;
  signature: string;
  passwordReset: TMailWords;
  emailVerification: TMailWords;
  signUpWithTakenAddress: TMailWords;
};

export type TMailKind = Exclude<keyof TMailTexts, 'greeting' | 'signature'>;

/** The mail texts of the 9 locales (§9): a locale without one of them does not compile. */
export const MAIL_TEXTS: Record<TLocale, TMailTexts> = {
  en_US,
  zh_CN,
  ko_KR,
  ja_JP,
  ru_RU,
  es_ES,
  fr_FR,
  de_DE,
  pt_PT,
};
