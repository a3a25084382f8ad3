import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { fakeLearnServer, renderLearnPage, tutorialItem } from './learn-test-kit';
import type { TLearnItem } from './learn-types';

afterEach(() => vi.restoreAllMocks());

const courseItem = (): TLearnItem => ({
  ...tutorialItem(),
  id: 'lco_3',
  type: 'course',
  slug: 'racing-course',
  title: 'Racing games',
  sections: undefined,
});

/** The server's version part: 2023.2 and 2022.3 offered, uv when it is one of them, else the newest. */
const versionsFor = (query: URLSearchParams) => {
  const versions = ['2023.2', '2022.3'];
  const uv = query.get('uv');
  return { versionData: { versions, current: uv && versions.includes(uv) ? uv : '2023.2' } };
};

it('switches the engine version of a course, keeping language and parent ids and reading the page again', async () => {
  const server = fakeLearnServer({
    items: [courseItem()],
    signedIn: false,
    extendsOf: (_item, query) => versionsFor(query),
  });
  const { router } = renderLearnPage('/course/racing-course?pathwayId=lpw_5&missionId=lms_4&language=ja&tab=c');

  const select = await screen.findByRole('combobox', { name: 'Engine version' });
  expect((select as HTMLSelectElement).value).toBe('2023.2');
  expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual(['2023.2', '2022.3']);

  // A native select: the keyboard reaches and changes it as the browser's own control.
  await userEvent.selectOptions(select, '2022.3');
  await waitFor(() => expect(router.state.location.search).toMatchObject({ uv: '2022.3' }));
  expect(router.state.location.pathname).toBe('/course/racing-course');
  expect(router.state.location.search).toEqual({
    language: 'ja',
    missionId: 'lms_4',
    pathwayId: 'lpw_5',
    uv: '2022.3',
  });
  await waitFor(() =>
    expect(
      server.calls.some(
        (call) => call.url.pathname.endsWith('/extends') && call.url.searchParams.get('uv') === '2022.3',
      ),
    ).toBe(true),
  );
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: 'Engine version' }) as HTMLSelectElement).value).toBe('2022.3'),
  );
  await expectNoSeriousAxeViolations();
});

it("selects the page's version on a tutorial, and shows no selector on an item of all versions", async () => {
  fakeLearnServer({
    items: [tutorialItem(), { ...tutorialItem(), id: 'ltu_2', slug: 'any-version', title: 'Any version' }],
    signedIn: false,
    extendsOf: (item, query) =>
      item.id === 'ltu_2' ? { versionData: { versions: [], current: null } } : versionsFor(query),
  });
  const first = renderLearnPage('/tutorial/spin-a-cube?uv=2022.3&projectId=lpr_2');
  const select = await screen.findByRole('combobox', { name: 'Engine version' });
  expect((select as HTMLSelectElement).value).toBe('2022.3');
  await userEvent.selectOptions(select, '2023.2');
  await waitFor(() => expect(first.router.state.location.search).toEqual({ projectId: 'lpr_2', uv: '2023.2' }));
  first.unmount();

  renderLearnPage('/tutorial/any-version?uv=2022.3');
  expect(await screen.findByRole('heading', { level: 1, name: 'Any version' })).toBeTruthy();
  expect(screen.queryByRole('combobox', { name: 'Engine version' })).toBeNull();
});
