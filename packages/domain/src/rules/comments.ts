/**
 * Comments on tutorial steps (§1, §2.2, §2.9, §3.12): channel ids, limits, report reasons, direct links and the safe
 * reading of a comment's plain text into text and links. Written once for the server and the web app.
 */
import { isSafeHref } from './urls';

/** The longest comment or reply, in characters (after trimming). */
export const COMMENT_MAX_LENGTH = 2000;
/** The longest written reason of a report of type 'other'. */
export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;
/** Top-level comments per page of a step's list, and at most when a page is asked for. */
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_PAGE_MAX = 50;
/** How far a direct link (`messageId`) extends the first page to reach its comment, in top-level comments. */
export const COMMENT_LINKED_PAGE_MAX = 500;

/** Why a comment is reported; 'other' comes with a written reason (§3.12 reportMap reasons {type, content}). */
export const COMMENT_REPORT_TYPES = ['spam', 'harassment', 'inappropriate', 'off_topic', 'other'] as const;
export type TCommentReportType = (typeof COMMENT_REPORT_TYPES)[number];

const TUTORIAL_ID = /^ltu_[1-9][0-9]{0,15}$/;
/** A step id as the editors assign them (`s` and hex digits) or as imported documents carry them. */
const SECTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The channel of one tutorial step: `{tutorialId}.{sectionId}` ('ltu_12.s1a2b3c4d'). */
export const commentChannelId = (tutorialId: string, sectionId: string) => `${tutorialId}.${sectionId}`;

/** 'ltu_12.s1a2b3c4d' → its tutorial and step; null for anything else. */
export const parseCommentChannelId = (channelId: string): { tutorialId: string; sectionId: string } | null => {
  const dot = channelId.indexOf('.');
  if (dot < 0) return null;
  const tutorialId = channelId.slice(0, dot);
  const sectionId = channelId.slice(dot + 1);
  return TUTORIAL_ID.test(tutorialId) && SECTION_ID.test(sectionId) ? { tutorialId, sectionId } : null;
};

/** Whether a step id can carry comments (and so a channel). */
export const isCommentSectionId = (sectionId: string) => SECTION_ID.test(sectionId);

/**
 * A direct link to a comment (§2.2): the detail page's URL with `messageId={id}` and `#{sectionId}`, keeping the page's
 * other query parameters. `pageUrl` is an absolute URL or a path with its query.
 */
export const commentLink = (pageUrl: string, commentId: string, sectionId: string) => {
  const url = new URL(pageUrl, 'http://questline.invalid');
  url.searchParams.delete('tab');
  url.searchParams.set('messageId', commentId);
  url.hash = sectionId;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === 'http://questline.invalid' ? path : `${url.origin}${path}`;
};

/** A piece of a comment as it is shown: plain text, or a link (http(s) only) with its text. */
export type TCommentSegment = { text: string } | { text: string; href: string };

// A URL runs to the next space; punctuation that usually ends a sentence is left out of it.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/**
 * A comment's plain text as text and link pieces (comments are plain text: links become links, nothing is ever read
 * as HTML). Only http(s) URLs become links; everything else, markup included, stays text.
 */
export const commentSegments = (content: string): TCommentSegment[] => {
  const segments: TCommentSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!url || !isSafeHref(url)) continue;
    if (start > last) segments.push({ text: content.slice(last, start) });
    segments.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < content.length) segments.push({ text: content.slice(last) });
  return segments;
};
