import type { TEdlabSeats } from '@questline/domain/schemas/edlab';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import { EdlabPage } from './edlab-page';
import { EducatorsPage } from './educators-page';
import { FaqPage } from './faq-page';
import { PartnersPage } from './partners-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const card = (id: string, title: string) => ({
  id,
  type: 'tutorial',
  slug: `${id}-slug`,
  title,
  descPlain: '',
  thumbnail: null,
  skillLevel: 'beginner',
  language: 'en',
  duration: 30,
  points: [],
  premium: false,
  withManual: false,
  manualDuration: null,
  hidden: false,
});

let seats: TEdlabSeats;
const requests: string[] = [];

/** The API as these pages call it: featured lists, the educator:true search, an item's plan, and the seats. */
const serve = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url.pathname}${url.search}`);
      if (url.pathname.startsWith('/api/learn/featuredList/')) {
        return json({
          result: { name: 'x', itemIds: ['ltu_1'], itemMap: { ltu_1: card('ltu_1', 'Featured lesson') } },
        });
      }
      if (url.pathname === '/api/learn/search') {
        const set = { results: [{ type: 'tutorial', tutorial: { id: 'ltu_2' } }], total: 1 };
        return json({ result: { ...set, tutorialMap: { ltu_2: card('ltu_2', 'Planned lesson') } } });
      }
      if (url.pathname === '/api/learn/tutorial/ltu_2-slug') {
        const doc = {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Teach loops.' }] }],
        };
        return json({
          result: {
            id: 'ltu_2',
            revision: 1,
            educatorPlan: { description: doc, ageRange: { min: 13, max: null }, instruction: 60 },
          },
        });
      }
      if (url.pathname === '/api/edlab/seats' && method === 'POST') {
        const email = String(JSON.parse(String(init?.body)).email)
          .trim()
          .toLowerCase();
        if (!email.includes('@')) return json({ error: { key: 'not_valid_email' } }, 400);
        seats = { ...seats, seats: [...seats.seats, { email, assignedAt: new Date().toISOString() }] };
        return json({ result: seats });
      }
      if (url.pathname.startsWith('/api/edlab/seats/') && method === 'DELETE') {
        const email = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        seats = { ...seats, seats: seats.seats.filter((seat) => seat.email !== email) };
        return json({ result: seats });
      }
      if (url.pathname === '/api/edlab/seats') return json({ result: seats });
      if (url.pathname === '/api/edlab/progress') return json({ result: { rows: [], total: 0, offset: 0, limit: 50 } });
      return json({ result: { apps: [] } });
    }),
  );

beforeEach(() => {
  seats = { seats: [], limit: 50 };
  requests.length = 0;
  serve();
  // The portal tours never open here: tests run as a phone-sized viewport.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

const edlabMember = demoUser({ engineEdlabMember: true, memberships: ['edlabMember'] });
const partner = demoUser({ uaaMember: true, memberships: ['uaaMember'] });

describe('/edlab', () => {
  it('shows a non-member Learn more, to the educators page, and no seats', async () => {
    renderGatedPage('edlab', EdlabPage, { me: partner });
    const learnMore = await screen.findByRole('link', { name: 'Learn more' });
    expect(learnMore.getAttribute('href')).toBe('/educators#edlab');
    expect(screen.queryByRole('heading', { name: 'Assign seats' })).toBeNull();
    expect(requests.filter((request) => request.includes('/api/edlab/'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Learner progress' })).toBeNull();
  });

  it('offers anonymous visitors Learn more and Sign in', async () => {
    renderGatedPage('edlab', EdlabPage, { me: null });
    await screen.findByRole('link', { name: 'Learn more' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('gives an edlab member the portal sections and real seats: add, refuse a bad address, remove', async () => {
    renderGatedPage('edlab', EdlabPage, { me: edlabMember });
    for (const name of ['Getting started', 'Resources', 'Assets', 'Frequently asked questions', 'Assign seats']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    expect(document.querySelector('[data-tour-step="assignSeats"]')).toBeTruthy();
    expect(await screen.findByText('0 of 50 seats assigned')).toBeTruthy();
    const field = screen.getByLabelText('E-mail address');
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Assign seat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address.');
    await userEvent.clear(field);
    await userEvent.type(field, ' Student@School.test');
    await userEvent.click(screen.getByRole('button', { name: 'Assign seat' }));
    const list = await screen.findByRole('list', { name: 'Assigned seats' });
    expect(within(list).getByText('student@school.test')).toBeTruthy();
    expect(screen.getByText('1 of 50 seats assigned')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the seat of student@school.test' }));
    expect(await screen.findByText('0 of 50 seats assigned')).toBeTruthy();
    expect(requests).toContain('DELETE /api/edlab/seats/student%40school.test');
  });

  it("gives an edlab member their seats' learner progress with its downloads", async () => {
    renderGatedPage('edlab', EdlabPage, { me: edlabMember });
    const section = await screen.findByRole('region', { name: 'Learner progress' });
    expect(await within(section).findByText('No progress matches these filters yet.')).toBeTruthy();
    expect(within(section).getByLabelText('Learner or e-mail')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/edlab/progress?format=csv',
    );
    expect(requests).toContain('GET /api/edlab/progress?offset=0');
  });
});

describe('/partners', () => {
  it('shows a non-member Learn more and a member the alliance portal', async () => {
    const { unmount } = renderGatedPage('partners', PartnersPage, { me: edlabMember });
    expect((await screen.findByRole('link', { name: 'Learn more' })).getAttribute('href')).toBe('/educators#partners');
    unmount();
    renderGatedPage('partners', PartnersPage, { me: partner });
    for (const name of ['Benefits', 'Curricular content', 'Community', 'Frequently asked questions']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    // The curricular list, and the FAQ list's "start here" cards.
    expect(await screen.findAllByRole('link', { name: /Featured lesson/ })).toHaveLength(2);
    expect(requests).toContain('GET /api/learn/featuredList/page_uaa_portal');
    expect(requests).toContain('GET /api/learn/featuredList/page_uaa_faq');
  });
});

describe('/educators', () => {
  it('lists the featured list and the lessons with an educator plan, and opens a plan', async () => {
    renderWithApp(() => <EducatorsPage />, { me: null });
    expect(await screen.findByRole('link', { name: /Featured lesson/ })).toBeTruthy();
    expect(requests).toContain('GET /api/learn/featuredList/page_educators');
    expect(requests.some((request) => request.includes(encodeURIComponent('["educator:true"]')))).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: /^View educator plan\W+Planned lesson$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Planned lesson' });
    expect(await within(dialog).findByText('Teach loops.')).toBeTruthy();
    expect(within(dialog).getByText('13+')).toBeTruthy();
    expect(within(dialog).getByText('60 minutes')).toBeTruthy();
    // Non-members read about the programmes; the portals menu's Learn more lands on these anchors.
    expect(document.getElementById('edlab')).toBeTruthy();
    expect(document.getElementById('partners')).toBeTruthy();
  });
});

describe('/faq', () => {
  it('answers with anchors and narrows the questions to what is typed', async () => {
    renderWithApp(() => <FaqPage />, { me: null });
    const question = await screen.findByRole('link', { name: 'Can I run Questline on my own server?' });
    expect(question.getAttribute('href')).toBe('#faq-self-host');
    expect(document.getElementById('faq-self-host')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'postgresql');
    expect(await screen.findByText('1 question matches')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'How do I earn badges?' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('link', { name: 'How do I earn badges?' })).toBeTruthy();
  });
});
