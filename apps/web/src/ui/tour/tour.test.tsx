import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, renderWithApp } from '../../test/render';
import { loadTourCatalogue } from './tour-catalogue';
import { TourLauncher } from './tour-launcher';
import { initialTourState, onLastStep, tourReducer } from './tour-state';

/** The header targets of the home tour, as the real header marks them. */
const Header = () => (
  <nav>
    <a href="/pathways" data-tour-step="menu_pathways">
      Pathways
    </a>
    <div data-tour-step="search_box">search</div>
    <div data-tour-step="menu_browses">browse</div>
    <a href="/live-calendar" data-tour-step="menu_live_calendar">
      Live Calendar
    </a>
    <button type="button" data-tour-step="menu_my_learning">
      My Learning
    </button>
  </nav>
);

/** A sign-up dialog already open when the page loads; Cancel closes it. */
const SignUp = () => {
  const [open, setOpen] = useState(true);
  return open ? (
    <div role="dialog" aria-label="Create your account">
      <button type="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </div>
  ) : null;
};

const setViewport = (desktop: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: desktop,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests reset the jsdom cookie jar.
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
};

beforeEach(() => {
  clearCookies();
  setViewport(true);
  // jsdom lays nothing out: every marked target reads as a 100×40 box, so the tips find them.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 10,
    left: 10,
    width: 100,
    height: 40,
    bottom: 50,
    right: 110,
    x: 10,
    y: 10,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Presses the welcome dialog's own Dismiss (React Aria adds a hidden one of that name for screen readers too). */
const dismissWelcome = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Questline' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
};

const renderHome = (options: { me?: ReturnType<typeof demoUser> | null; path?: string } = {}) =>
  renderWithApp(
    () => (
      <>
        <Header />
        <TourLauncher tour="home" autoOpen />
      </>
    ),
    { me: options.me ?? null, path: options.path ?? '/' },
  );

describe('the tour state (§2.15, §4.7)', () => {
  it('starts from the dialog at step 0, Next wraps from the last step to the first, close closes', () => {
    let state = initialTourState('dialog', 5);
    state = tourReducer(state, { type: 'start' });
    expect(state).toEqual({ phase: 'tips', step: 0, count: 5 });
    for (let n = 0; n < 4; n++) state = tourReducer(state, { type: 'next' });
    expect(state.step).toBe(4);
    expect(onLastStep(state)).toBe(true);
    state = tourReducer(state, { type: 'next' });
    expect(state.step).toBe(0);
    expect(tourReducer(state, { type: 'close' }).phase).toBe('closed');
    expect(initialTourState('tips', 5, 9).step).toBe(0);
  });
});

describe('the welcome dialog and the home tour', () => {
  it('shows the welcome dialog on a first visit; Start tour walks the header steps and Start again wraps', async () => {
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Questline' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start tour' }));
    const titles = ['Pathways', 'Search', 'Browse', 'Live Calendar', 'My Learning'];
    for (const [index, title] of titles.entries()) {
      const tip = await screen.findByRole('dialog', { name: title });
      expect(tip.textContent).toContain(`Step ${index + 1} of 5`);
      if (index < titles.length - 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    // The cut-out sits on the step's target; the last step offers Done and, beside it, Start again, which wraps.
    expect(document.querySelector('[data-tour-cutout="menu_my_learning"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect((await screen.findByRole('dialog', { name: 'Pathways' })).textContent).toContain('Step 1 of 5');
  });

  it('finishes on the last step with Done, which closes the tour and remembers it', async () => {
    const { unmount } = renderHome({ path: '/?tour=t' });
    await screen.findByRole('dialog', { name: 'Pathways' });
    for (let n = 0; n < 4; n++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'My Learning' });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toContain('ql_tour_home_noneUser=1');
    unmount();
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens over another dialog: it waits until that dialog closes', async () => {
    // The tour's code and texts are loaded first, so the wait below is the tour's own choice, not a slow import.
    await Promise.all([import('./tour-host'), loadTourCatalogue()]);
    renderWithApp(
      () => (
        <>
          <Header />
          <SignUp />
          <TourLauncher tour="home" autoOpen />
        </>
      ),
      { me: null, path: '/' },
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Questline' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Questline' })).toBeTruthy();
  });

  it('closes on Escape, keeps the dismissal in the anonymous visitor’s cookie, and opens no more', async () => {
    const { unmount } = renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Start tour' }));
    await screen.findByRole('dialog', { name: 'Pathways' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toContain('ql_tour_home_noneUser=1');
    unmount();
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('carries a visitor’s dismissal over to whoever signs in, and keeps a signed-in user’s own', async () => {
    const { unmount } = renderHome();
    await dismissWelcome();
    expect(document.cookie).toContain('ql_tour_home_noneUser=1');
    unmount();
    const signedIn = renderHome({ me: demoUser({ id: 'u42' }) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).toBeNull();
    signedIn.unmount();
    clearCookies();
    const other = renderHome({ me: demoUser({ id: 'u7' }) });
    await dismissWelcome();
    expect(document.cookie).toContain('ql_tour_home_u7=1');
    expect(document.cookie).not.toContain('ql_tour_home_noneUser');
    other.unmount();
    renderHome({ me: demoUser({ id: 'u7' }) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the tips with ?tour=t even after a dismissal, and the dialog with ?tour=p', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor dismissed the tour before.
    document.cookie = 'ql_tour_home_noneUser=1; Path=/';
    const { unmount } = renderHome({ path: '/?tour=t' });
    expect((await screen.findByRole('dialog', { name: 'Pathways' })).textContent).toContain('Step 1 of 5');
    unmount();
    renderHome({ path: '/?tour=p' });
    await screen.findByRole('dialog', { name: 'Welcome to Questline' });
  });

  it('shows nothing on a mobile viewport, not even when asked', async () => {
    setViewport(false);
    renderHome({ path: '/?tour=t' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the premium tour (§4.7)', () => {
  const serve = (closed: boolean) => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return new Response(JSON.stringify({ result: { tour: 'premium', closed } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return calls;
  };
  const premium = demoUser({ id: 'p1', premium: true, memberships: ['premium'] });

  it('stays closed when the server says the premium user closed it', async () => {
    const calls = serve(true);
    renderHome({ me: premium });
    await waitFor(() => expect(calls).toContain('GET /api/tours/premium'));
    await waitFor(() => expect(document.cookie).toContain('ql_tour_home_p1=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows until closed, and closing records it on the server', async () => {
    const calls = serve(false);
    renderHome({ me: premium });
    await dismissWelcome();
    await waitFor(() => expect(calls).toContain('POST /api/tours/premium/close'));
  });
});

describe('where the tip goes', () => {
  const viewport = { width: 1280, height: 900 };
  it('goes under a header target, above a low one, over a tall one, and centred without one', async () => {
    const { tipPosition } = await import('./tour-tips');
    expect(tipPosition({ top: 10, left: 100, width: 80, height: 40 }, viewport)).toEqual({ top: 70, left: 12 });
    expect(tipPosition({ top: 800, left: 1200, width: 60, height: 40 }, viewport)).toEqual({
      bottom: 120,
      left: 948,
    });
    expect(tipPosition({ top: 0, left: 0, width: 1280, height: 900 }, viewport)).toEqual({ bottom: 12, left: 480 });
    expect(tipPosition(null, viewport)).toEqual({ top: '50%', left: '50%', transform: 'translate(-50%, -50%)' });
  });
});
