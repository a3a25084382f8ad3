import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import japanese from '../../../locales/ja_JP.json';
import japanesePages from '../../../locales/pages/ja_JP.json';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { fakeLearnServer, renderLearnPage, tutorialItem } from './learn-test-kit';

beforeAll(() => {
  i18next.addResourceBundle('ja_JP', 'translation', { ...japanese, ...japanesePages });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('en_US');
});

const english = () =>
  tutorialItem({
    translations: [
      { id: 'ltu_8', slug: 'kyuubu-o-mawasu', language: 'ja' },
      { id: 'ltu_9', slug: 'faire-tourner-un-cube', language: 'fr' },
    ],
  });
const japaneseTutorial = () =>
  tutorialItem({
    id: 'ltu_8',
    slug: 'kyuubu-o-mawasu',
    title: 'キューブを回す',
    language: 'ja',
    translations: [{ id: 'ltu_7', slug: 'spin-a-cube', language: 'en' }],
  });

it('says in the interface language that a tutorial is in English, marks its content, and links the translation', async () => {
  await i18next.changeLanguage('ja_JP');
  fakeLearnServer({ items: [english(), japaneseTutorial()], signedIn: false });
  const { router } = renderLearnPage('/tutorial/spin-a-cube?missionId=lms_3&uv=6&language=en');

  const title = await screen.findByRole('heading', { level: 1, name: 'Spin a cube' });
  expect(title.getAttribute('lang')).toBe('en');
  expect(
    screen.getByText('Write your first component and make a cube spin.').closest('[lang]')?.getAttribute('lang'),
  ).toBe('en');
  const notice = screen.getByRole('note');
  expect(notice.getAttribute('lang')).toBe('ja-JP');
  expect(notice.textContent).toContain('このコンテンツは英語です。');
  const link = screen.getByRole('link', { name: '日本語で読む' });
  // The page's place (mission, version) is kept; the language it was asked in is not.
  expect(link.getAttribute('href')).toBe('/tutorial/kyuubu-o-mawasu?uv=6&missionId=lms_3');
  await expectNoSeriousAxeViolations();

  await userEvent.click(link);
  await screen.findByRole('heading', { level: 1, name: 'キューブを回す' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/tutorial/kyuubu-o-mawasu'));
  // The translation is in the interface's language: nothing to say.
  expect(screen.queryByRole('note')).toBeNull();
});

it('keeps the notice on a step page, and the step it is on when following the translation', async () => {
  await i18next.changeLanguage('ja_JP');
  fakeLearnServer({ items: [english(), japaneseTutorial()], signedIn: false });
  renderLearnPage('/tutorial/spin-a-cube?tab=s2');

  const step = await screen.findByRole('heading', { level: 2, name: 'Make it float' });
  expect(step.getAttribute('lang')).toBe('en');
  expect(screen.getByText('Extend the spinner in the lab.').closest('[lang]')?.getAttribute('lang')).toBe('en');
  expect(screen.getByRole('note').textContent).toContain('このコンテンツは英語です。');
  expect(screen.getByRole('link', { name: '日本語で読む' }).getAttribute('href')).toBe(
    '/tutorial/kyuubu-o-mawasu?tab=s2',
  );
});

it('offers no link when the item is not published in the interface language, and says nothing when it matches', async () => {
  await i18next.changeLanguage('ja_JP');
  fakeLearnServer({ items: [tutorialItem({ translations: [] })], signedIn: false });
  const first = renderLearnPage('/tutorial/spin-a-cube');
  await screen.findByRole('heading', { level: 1, name: 'Spin a cube' });
  expect(screen.getByRole('note').textContent).toBe('このコンテンツは英語です。');
  expect(screen.queryByRole('link', { name: /で読む/ })).toBeNull();
  first.unmount();

  await i18next.changeLanguage('en_US');
  renderLearnPage('/tutorial/spin-a-cube');
  await screen.findByRole('heading', { level: 1, name: 'Spin a cube' });
  expect(screen.queryByRole('note')).toBeNull();
});
