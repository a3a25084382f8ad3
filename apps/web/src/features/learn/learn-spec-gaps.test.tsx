import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderWithApp } from '../../test/render';
import { ExplainLink } from './components/explain-link';
import { useSessionCollapsed } from './hooks/use-session-collapsed';
import { fakeLearnServer, json, renderLearnPage, richText, tutorialItem } from './learn-test-kit';
import type { TLearnItem } from './learn-types';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

const projectItem = (overrides: Partial<TLearnItem> = {}): TLearnItem => ({
  ...tutorialItem(),
  id: 'lpr_2',
  type: 'project',
  slug: 'kart-project',
  title: 'Build a kart racer',
  description: richText('Drive, drift and race.'),
  sections: undefined,
  duration: 150,
  contentIds: [],
  ...overrides,
});

/** Says whether the overview is collapsed, as the page's parts read it. */
const Probe = () => <span>{useSessionCollapsed('overview')[0] ? 'collapsed' : 'expanded'}</span>;

const withCheckpoint = () => ({
  checkpoint: {
    nodes: [{ id: 'ltu_7', type: 'tutorial', relation: 'And', status: { completed: false } }],
    badgeRewards: [],
  },
});

it('explains the premium label with its FAQ entry in a dialog, and keeps the label a link to the FAQ', async () => {
  fakeLearnServer({ items: [projectItem({ premium: true })], signedIn: true });
  renderLearnPage('/project/kart-project', { me: demoUser() });
  const labels = await screen.findByRole('list', { name: 'Labels' });
  const link = within(labels).getByRole('link', { name: 'Premium' });
  expect(link.getAttribute('href')).toBe('/faq#faq-premium');

  // With a modifier key the browser opens the FAQ itself (a new tab): no dialog, the click left to the browser.
  let prevented: boolean | null = null;
  const watch = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', watch);
  fireEvent.click(link, { ctrlKey: true });
  window.removeEventListener('click', watch);
  expect(prevented).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(link);
  const dialog = await screen.findByRole('dialog', { name: 'What does premium add?' });
  expect(within(dialog).getByText(/Premium members get premium lessons and courses/)).toBeTruthy();
  expect(within(dialog).getByRole('link', { name: 'Open the full page' }).getAttribute('href')).toBe(
    '/faq#faq-premium',
  );
  await expectNoSeriousAxeViolations(document.body);

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(link);
});

it('explains with a site page read from the site pages API', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === '/api/site/pages/about'
      ? json(200, {
          result: {
            page: 'about',
            locale: 'en_US',
            contentLocale: 'en_US',
            source: 'saved',
            content: richText('Questline teaches the engine, one quest at a time.'),
            updatedAt: null,
            updatedBy: null,
          },
        })
      : json(404, { error: { key: 'not_found' } });
  });
  renderWithApp(() => <ExplainLink href="/about">about the site</ExplainLink>, { me: null });
  const link = await screen.findByRole('link', { name: 'about the site' });
  expect(fetch).not.toHaveBeenCalled();
  await userEvent.click(link);
  const dialog = await screen.findByRole('dialog', { name: 'About' });
  expect(await within(dialog).findByText('Questline teaches the engine, one quest at a time.')).toBeTruthy();
  expect(within(dialog).getByRole('link', { name: 'Open the full page' }).getAttribute('href')).toBe('/about');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(link);
});

it('collapses the overview and the summary with disclosure buttons, remembered for the session', async () => {
  fakeLearnServer({ items: [projectItem()], signedIn: true, extendsOf: withCheckpoint });
  const first = renderLearnPage('/project/kart-project', { me: demoUser() });
  const overview = await screen.findByRole('button', { name: 'Hide overview' });
  expect(overview.getAttribute('aria-expanded')).toBe('true');
  expect(overview.getAttribute('aria-controls')).toBe('learn-overview-media learn-overview-description');
  expect(screen.getByText('Drive, drift and race.')).toBeTruthy();
  const summary = screen.getByRole('button', { name: 'Hide summary' });
  expect(summary.getAttribute('aria-controls')).toBe('learn-summary');
  expect(screen.getByRole('heading', { name: 'Checkpoint' })).toBeTruthy();

  await userEvent.click(overview);
  expect(overview.getAttribute('aria-expanded')).toBe('false');
  expect(overview.textContent).toBe('Show overview');
  expect(screen.queryByText('Drive, drift and race.')).toBeNull();
  expect(document.getElementById('learn-overview-media')?.hidden).toBe(true);
  await userEvent.click(summary);
  expect(screen.getByRole('button', { name: 'Show summary' }).getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('heading', { name: 'Checkpoint' })).toBeNull();
  await expectNoSeriousAxeViolations(document.body);

  // Another page in the same session opens as the learner left them.
  first.unmount();
  renderLearnPage('/project/kart-project', { me: demoUser() });
  expect((await screen.findByRole('button', { name: 'Show overview' })).getAttribute('aria-expanded')).toBe('false');
  expect(screen.getByRole('button', { name: 'Show summary' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Show overview' }));
  expect(await screen.findByText('Drive, drift and race.')).toBeTruthy();
  expect(window.sessionStorage.getItem('questline.learn.collapsed.overview')).toBeNull();
});

it('renders a collapsed part expanded on the server, so that hydration matches whatever the session remembers', () => {
  window.sessionStorage.setItem('questline.learn.collapsed.overview', '1');
  expect(renderToString(<Probe />)).toContain('expanded');
});
