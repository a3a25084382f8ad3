import { useRouterState } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { demoUser, renderGatedPage, renderWithApp } from '../../test/render';
import type { TArchitecture } from './api/get-architecture';
import { ArchitecturePage } from './architecture-page';

const ADMIN = demoUser({ id: 'u_admin', roles: ['learnAdmin'] });
let requested: string[] = [];
let answer: () => Response;

const card = (id: string, type: string, title: string) => ({ id, type, slug: `${id}-slug`, title });

const ARCHITECTURE: TArchitecture = {
  competencies: [
    {
      id: 'lcp_1',
      title: 'Environment art',
      slug: 'environment-art',
      status: 'published',
      skillIds: ['lsk_2', 'lsk_1'],
    },
    { id: 'lcp_2', title: 'Audio', slug: 'audio', status: 'draft', skillIds: [] },
  ],
  skillMap: {
    lsk_1: { id: 'lsk_1', title: 'Level blockout', status: 'published', internalID: 'Skill-Blockout', contentIds: [] },
    lsk_2: {
      id: 'lsk_2',
      title: 'Lighting passes',
      status: 'published',
      internalID: 'Skill-Lighting',
      contentIds: ['ltu_1', 'lco_1'],
    },
    lsk_3: { id: 'lsk_3', title: 'Rigging basics', status: 'draft', internalID: 'Skill-Rigging', contentIds: [] },
  },
  contentMap: {
    ltu_1: card('ltu_1', 'tutorial', 'Light a courtyard') as TArchitecture['contentMap'][string],
    lco_1: card('lco_1', 'course', 'Lighting, the course') as TArchitecture['contentMap'][string],
  },
  missions: [
    { ...card('lmi_1', 'mission', 'Build a level'), status: 'published' } as TArchitecture['missions'][number],
  ],
  pathways: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requested = [];
  answer = () => json({ result: ARCHITECTURE });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const Location = () => <output data-testid="location">{useRouterState({ select: (s) => s.location.href })}</output>;

it('shows each competency with its skills in order, the content tagged with each skill and edit links', async () => {
  renderWithApp(() => <ArchitecturePage />, { me: ADMIN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Learner Architecture' })).toBeTruthy();
  const competency = await screen.findByRole('region', { name: 'Environment art' });
  expect(
    within(competency)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(['Lighting passes', 'Level blockout']);
  expect(within(competency).getByRole('link', { name: 'Light a courtyard' }).getAttribute('href')).toBe(
    '/tutorial/ltu_1-slug',
  );
  expect(within(competency).getByRole('link', { name: 'Lighting, the course' }).getAttribute('href')).toBe(
    '/course/lco_1-slug',
  );
  expect(within(competency).getByText('No published content is tagged with this skill yet.')).toBeTruthy();
  expect(within(competency).getByRole('link', { name: 'Edit Lighting passes' }).getAttribute('href')).toBe(
    '/skill/lsk_2/edit',
  );
  expect(within(competency).getByRole('link', { name: 'Edit Environment art' }).getAttribute('href')).toBe(
    '/competency/lcp_1/edit',
  );
  const audio = screen.getByRole('region', { name: 'Audio' });
  expect(within(audio).getByText('Draft')).toBeTruthy();
  expect(within(audio).getByText('This competency has no skills yet.')).toBeTruthy();
  expect(requested).toEqual(['/api/creator/architecture']);
  await expectNoSeriousAxeViolations();
});

it('lists skills no competency holds yet, so a newly published skill is visible', async () => {
  renderWithApp(() => <ArchitecturePage />, { me: ADMIN });
  const loose = await screen.findByRole('region', { name: 'Skills in no competency' });
  expect(within(loose).getByRole('heading', { level: 3, name: 'Rigging basics' })).toBeTruthy();
  expect(within(loose).getByText('Skill-Rigging')).toBeTruthy();
  expect(within(loose).queryByText('Level blockout')).toBeNull();
});

it('shows the mission and pathway dashboards with status and edit links', async () => {
  renderWithApp(() => <ArchitecturePage />, { me: ADMIN });
  const missions = await screen.findByRole('table', { name: 'Missions' });
  const row = within(missions).getAllByRole('row')[1] as HTMLElement;
  expect(within(row).getByRole('link', { name: 'Build a level' }).getAttribute('href')).toBe('/mission/lmi_1-slug');
  expect(within(row).getByText('Published')).toBeTruthy();
  expect(within(row).getByRole('link', { name: 'Edit Build a level' }).getAttribute('href')).toBe(
    '/mission/lmi_1/edit',
  );
  const pathways = screen.getByRole('region', { name: 'Pathways' });
  expect(within(pathways).getByText('No pathways yet.')).toBeTruthy();
});

it('creates competencies, skills, missions and pathways through the create flow', async () => {
  const open = vi.fn().mockReturnValueOnce({}).mockReturnValue(null);
  vi.stubGlobal('open', open);
  renderWithApp(
    () => (
      <>
        <ArchitecturePage />
        <Location />
      </>
    ),
    { me: ADMIN },
  );
  const create = await screen.findByRole('region', { name: 'Create new' });
  expect(
    within(create)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['New Competency', 'New Skill', 'New Mission', 'New Pathway']);
  await userEvent.click(within(create).getByRole('button', { name: 'New Competency' }));
  expect(open).toHaveBeenCalledWith(
    '/competency/0/new',
    'questline-create-competency',
    expect.stringContaining('popup'),
  );
  await userEvent.click(within(create).getByRole('button', { name: 'New Skill' }));
  expect(await screen.findByText('/skill/0/new?skipPopup=true')).toBeTruthy();
});

it('asks anonymous visitors to sign in and turns away everyone but learn admins, without loading anything', async () => {
  const anonymous = renderGatedPage('architecture', ArchitecturePage, { me: null });
  expect(await screen.findByRole('heading', { name: 'Sign in to see the learner architecture' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  anonymous.unmount();

  for (const roles of [['learnCreator'], ['learnEditor']] as const) {
    const view = renderGatedPage('architecture', ArchitecturePage, { me: demoUser({ roles: [...roles] }) });
    expect(await screen.findByRole('heading', { name: 'You don’t have access to Learner Architecture' })).toBeTruthy();
    view.unmount();
  }
  expect(requested).toEqual([]);
});

it('shows the server’s refusal as its catalogue message', async () => {
  answer = () => json({ error: { key: 'forbidden' } }, 403);
  renderWithApp(() => <ArchitecturePage />, { me: demoUser({ roles: ['learnAdmin_JA'] }) });
  expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do this.');
  expect(screen.queryByRole('region', { name: 'Environment art' })).toBeNull();
});
