import { CONSENT_CATEGORIES, COOKIE_LIFETIME, COOKIES } from '@questline/domain/constants';
import { EMBED_PROVIDERS } from '@questline/domain/rules/embeds';
import type { TRichText, TRichTextNode } from '@questline/domain/rules/rich-text';
import type { TSitePageKey } from '@questline/domain/rules/urls';

/**
 * The texts the platform ships for its site pages (English; every locale without a saved text of its own shows the
 * English one). They describe a self-hosted instance as it is: what it stores is read from db/schema.ts, and its
 * cookies and consent groups from the same constants the web app writes them with, so the pages stay true as those
 * change. An admin edits each page, per locale, on the page itself.
 */

/** better-auth's cookies, named by its `cookiePrefix` (auth/auth.ts); under TLS the session cookie is `__Secure-`. */
export const AUTH_COOKIES = { session: 'questline.session_token', twoFactor: 'questline.two_factor' } as const;
/** The guided tours' dismissals (rules/tours.ts tourCookieName): one cookie per tour and user. */
export const TOUR_COOKIES = 'ql_tour_{tour}_{user}';

const text = (value: string, mark?: 'bold' | 'code'): TRichTextNode =>
  mark ? { type: 'text', text: value, marks: [{ type: mark }] } : { type: 'text', text: value };
const heading = (value: string): TRichTextNode => ({ type: 'heading', attrs: { level: 2 }, content: [text(value)] });
const paragraph = (...parts: (string | TRichTextNode)[]): TRichTextNode => ({
  type: 'paragraph',
  content: parts.map((part) => (typeof part === 'string' ? text(part) : part)),
});
/** A bullet list whose items each start with a term: bold, or as code for names such as a cookie's. */
const terms = (items: readonly (readonly [string, string])[], mark: 'bold' | 'code' = 'bold'): TRichTextNode => ({
  type: 'bulletList',
  content: items.map(([term, description]) => ({
    type: 'listItem',
    content: [paragraph(text(term, mark), mark === 'code' ? `: ${description}` : ` ${description}`)],
  })),
});
const doc = (...content: TRichTextNode[]): TRichText => ({ type: 'doc', content });

const days = (seconds: number) => `${Math.round(seconds / 86_400)} days`;
const providersOf = (category: string) =>
  Object.values(EMBED_PROVIDERS)
    .filter((provider) => provider.category === category)
    .map((provider) => provider.name)
    .join(', ');

const about = doc(
  paragraph(
    'This is a learning platform run on Questline, a self-hostable learning platform. Learners follow tutorials, ',
    'projects, courses, quizzes, missions and pathways, join live sessions, earn experience and badges, share their ',
    'work and talk with each other in comments and groups.',
  ),
  heading('Who runs it'),
  paragraph(
    'This instance is run by the organisation that installed it, not by the authors of the Questline software. Its ',
    'administrators decide who may create content, which features are on and how long data is kept.',
  ),
  heading('The software'),
  paragraph(
    'Questline is open to self-hosting: the server, the web app and the content tools all run on the operator’s own ',
    'machines, and everything it stores stays in the operator’s database and file store.',
  ),
);

const contact = doc(
  paragraph(
    'Questions about this platform, your account or your data go to the administrators of this instance, the ',
    'organisation that runs it.',
  ),
  heading('How to reach us'),
  paragraph(
    'The administrators have not written their contact details here yet. Until they do, ask the person or ',
    'organisation that invited you to this platform.',
  ),
  heading('Reporting a problem'),
  paragraph(
    'To report a comment or a group post that breaks the rules, use its Report action: the community moderators see ',
    'every report.',
  ),
);

const terms_ = doc(
  paragraph(
    'These terms apply to everyone who uses this instance of the platform. By creating an account or using the ',
    'platform you agree to them.',
  ),
  heading('Your account'),
  paragraph(
    'Keep your password to yourself, and turn on two-factor authentication where it is offered. You are responsible ',
    'for what is done with your account. The administrators may suspend accounts that break these terms.',
  ),
  heading('What you post'),
  paragraph(
    'You keep the rights to the comments, posts and submissions you write and upload, and you allow the platform to ',
    'store and show them to the people they are meant for. Do not post anything unlawful, hateful, harassing or ',
    'that you have no right to share. Moderators may hide posts and comments and block accounts from posting.',
  ),
  heading('Content'),
  paragraph(
    'The learning content belongs to its authors. Use it for your own learning; do not copy or republish it ',
    'without their permission.',
  ),
  heading('No warranty'),
  paragraph(
    'The platform is provided as it is, without any warranty. The operator may change or stop it, and change these ',
    'terms; the new terms apply from the moment they are published on this page.',
  ),
);

const privacy = doc(
  paragraph(
    'This page lists everything this platform stores about you. It is stored in the database and file store of the ',
    'organisation that runs this instance; it is not sold or shared with anyone else.',
  ),
  heading('What we store'),
  terms([
    [
      'Account:',
      'your name, e-mail address, a hash of your password (never the password itself), your profile picture if you ' +
        'upload one, your language and region, when you created your account and last signed in, your roles and ' +
        'memberships, and, if you turn it on, your two-factor secret and backup codes (encrypted).',
    ],
    [
      'Profile:',
      'your custom profile address, whether others may see your progress, your e-mail notification choice, and the ' +
        'topics and industries you saved.',
    ],
    [
      'Progress records:',
      'which tutorials, projects, courses, quizzes, missions and pathways you started and completed, your step ' +
        'progress, your quiz attempts and answers, and the items you saved.',
    ],
    ['Experience (XP):', 'the experience points you earned per category, and your badges and rewards.'],
    [
      'Comments:',
      'the comments and replies you write on tutorial steps, your likes, and the reports you make (with the reason ' +
        'you give).',
    ],
    [
      'Groups:',
      'the groups you own or belong to, your posts and reposts, your reports of posts, the e-mail addresses you ' +
        'invite, and when your open tab last told the platform you are online.',
    ],
    [
      'Submissions:',
      'the work you submit on a tutorial step (title, description, links, WebGL builds, thumbnails), and its likes, ' +
        'views and plays.',
    ],
    [
      'Uploads:',
      'the images, videos, subtitles, attachments and builds you upload, and the versions the platform makes of them.',
    ],
    [
      'Sessions:',
      'each signed-in session: when it started and ends, and the IP address and browser it was started from.',
    ],
    [
      'Tracking events:',
      'when you start, stop and engage with videos, register for live sessions, and comment, like or report, so that ' +
        'counts and your progress stay right.',
    ],
    ['Cookies:', 'the cookies listed on the cookie policy page.'],
  ]),
  heading('Who can see it'),
  paragraph(
    'Other learners see your name, picture, online status and what you post where they can read it, and your ',
    'progress only if you choose to show it. Administrators and moderators see what they need to run the platform. ',
    'Videos and other media from outside providers load only after you allow them in the cookie settings.',
  ),
  heading('Your choices'),
  paragraph(
    'You can change your profile and settings yourself at any time. To get a copy of your data, or to have your ',
    'account and data removed, contact the administrators (see the contact page).',
  ),
);

const cookies = doc(
  paragraph(
    'This platform uses a few cookies of its own. Strictly necessary ones are always set; the others only remember ',
    'a choice you made. Outside providers set their own cookies only after you allow their group in the cookie ',
    'settings (the Cookie settings button at the bottom of every page).',
  ),
  heading('Cookies of this platform'),
  terms(
    [
      [
        AUTH_COOKIES.session,
        `keeps you signed in (named __Secure-${AUTH_COOKIES.session} over HTTPS); strictly necessary, not readable by ` +
          'scripts, for 30 days.',
      ],
      [
        AUTH_COOKIES.twoFactor,
        'holds a sign-in that waits for your two-factor code; strictly necessary, for 10 minutes.',
      ],
      [COOKIES.locale, `the language you chose, for ${days(COOKIE_LIFETIME.preference)}.`],
      [COOKIES.region, `the region you chose, for ${days(COOKIE_LIFETIME.preference)}.`],
      [COOKIES.theme, `the colour theme you chose (system, light or dark), for ${days(COOKIE_LIFETIME.preference)}.`],
      [COOKIES.consent, `your choices in the cookie settings, for ${days(COOKIE_LIFETIME.preference)}.`],
      [
        COOKIES.maintenanceBanner,
        `that you closed the maintenance banner, for ${days(COOKIE_LIFETIME.maintenanceBanner)}.`,
      ],
      [COOKIES.recentBar, `that you closed the recent learning bar, for ${days(COOKIE_LIFETIME.recentBar)}.`],
      [
        TOUR_COOKIES,
        `that you closed the welcome dialog or a guided tour, for ${days(COOKIE_LIFETIME.welcomeAndTour)}.`,
      ],
    ],
    'code',
  ),
  heading('Consent groups'),
  terms([
    ['Strictly necessary:', 'the cookies that keep you signed in. They are always on.'],
    [
      `Functional (${CONSENT_CATEGORIES.functional}):`,
      `embedded players of ${providersOf(CONSENT_CATEGORIES.functional)}; off until you allow them.`,
    ],
    [
      `Targeting (${CONSENT_CATEGORIES.targeting}):`,
      `embedded players of ${providersOf(CONSENT_CATEGORIES.targeting)}, which may follow you across sites; off until ` +
        'you allow them.',
    ],
  ]),
  paragraph('You can change your choice at any time in the cookie settings; embeds follow it at once.'),
);

export const DEFAULT_SITE_PAGES: Readonly<Record<TSitePageKey, TRichText>> = {
  about,
  contact,
  terms: terms_,
  privacy,
  cookies,
};
