import type { TLocale } from '@questline/domain/constants';
import type { TMailTexts } from './mail-texts.types';
import { de_DE } from './messages/de_DE';
import { en_US } from './messages/en_US';
import { es_ES } from './messages/es_ES';
import { fr_FR } from './messages/fr_FR';
import { ja_JP } from './messages/ja_JP';
import { ko_KR } from './messages/ko_KR';
import { pt_PT } from './messages/pt_PT';
import { ru_RU } from './messages/ru_RU';
import { zh_CN } from './messages/zh_CN';

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
