import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@questline/domain/constants';
import { ERROR_KEYS } from '@questline/domain/errors';
import { expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../locales');
const readFile = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
/** A locale's texts: the catalogue every page loads, the learner pages' one and the authoring one the editors add. */
const read = (locale: string) => ({
  ...readFile(`${locale}.json`),
  ...readFile(`pages/${locale}.json`),
  ...readFile(`authoring/${locale}.json`),
  ...readFile(`tours/${locale}.json`),
  ...readFile(`errors/${locale}.json`),
  ...readFile(`identity/${locale}.json`),
});

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const lookup = (catalogue: unknown, keyPath: string) =>
  keyPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalogue);

const english = read('en_US');
const englishKeys = keyPaths(english);

it.each(LOCALES)('%s has every key of en_US, with the same placeholders', (locale) => {
  const catalogue = read(locale);
  const keys = keyPaths(catalogue);
  expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
  // Extra keys may only be CLDR plural forms that English does not need.
  expect(keys.filter((key) => !englishKeys.includes(key) && !/_(zero|two|few|many)$/.test(key))).toEqual([]);
  for (const key of englishKeys) {
    expect(placeholders(lookup(catalogue, key)), `${locale} ${key}`).toEqual(placeholders(lookup(english, key)));
  }
});

it('keeps the authoring and learner pages texts out of the catalogue every page loads, each in its own', () => {
  expect(Object.keys(readFile('authoring/en_US.json')).sort()).toEqual([
    'dashboard',
    'editor',
    'editorForms',
    'moderation',
    'siteAdmin',
  ]);
  expect(Object.keys(readFile('pages/en_US.json')).sort()).toEqual([
    // The app switcher's names and 'Beta' label: they load with the switcher's menu, on first intent.
    'appSwitcher',
    // The account menu's own items (pin, try premium, profile completeness): they load with its code, as the theme's.
    'avatarMenu',
    'groups',
    'learn',
    // The educators' learner progress table's: the group page and the edlab portal show it.
    'learnerProgress',
    'live',
    // The sign-out page's: its route loads them.
    'logout',
    'myLearning',
    'pathways',
    'portalPages',
    'premiumPage',
    'presence',
    // The rich text's own texts (callouts, code, videos, the editor's toolbar): learner pages and editors, which load
    // this catalogue with theirs, show rich text.
    'richText',
    // The saved-tags dialog's: it loads them with My Learning, whose Saved tab opens it.
    'savedTags',
    // The search page's own texts (the header's search box, on every page, keeps its texts in the main catalogue).
    'searchPage',
    'settings',
    'setupPage',
    'share',
    'sitePages',
    'submissions',
    // The colour theme's choices: the account menu loads them with its code, and Settings shows them.
    'theme',
    // The e-mail confirmation banner's: it loads them with its code, for the signed-in users it is for.
    'verifyEmail',
    // The XP categories' names: learner pages, My Learning and the editors show them.
    'xpCategories',
  ]);
  // The guided tours' texts load with the tour's code (ui/tour), only when a tour opens.
  expect(Object.keys(readFile('tours/en_US.json'))).toEqual(['tours']);
  // The error messages load with every route beyond home, and before the fetch client reports a failure.
  expect(Object.keys(readFile('errors/en_US.json'))).toEqual(['errors']);
  // The identity entry's pages load their texts themselves; the app never shows them.
  expect(Object.keys(readFile('identity/en_US.json'))).toEqual(['identity']);
  const shared = Object.keys(readFile('en_US.json'));
  expect(
    shared.filter((key) =>
      [
        'editor',
        'editorForms',
        'dashboard',
        'groups',
        'learn',
        'live',
        'myLearning',
        'pathways',
        'portalPages',
        'premiumPage',
        'presence',
        'richText',
        'settings',
        'setupPage',
        'siteAdmin',
        'sitePages',
        'moderation',
        'tours',
        'errors',
        'identity',
        'xpCategories',
      ].includes(key),
    ),
  ).toEqual([]);
});

it('has a message for every error key of the catalogue', () => {
  expect(ERROR_KEYS.filter((key) => typeof english.errors[key] !== 'string')).toEqual([]);
});
