import type { TToastMessage, TToastType } from '@questline/domain/rules/toast';

// What the toast provider (toast.tsx) and its lazily loaded region (toast-region.tsx) share.

export type TToastTone = TToastType;
/**
 * A toast as the region shows it: a §3.12 toast message (a key or field keys, with params, translated when shown)
 * or, from the callers that already translated their words, the text itself (`translated`).
 */
export type TToast = TToastMessage & { translated: boolean };
