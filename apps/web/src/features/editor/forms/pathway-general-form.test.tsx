import { richTextFromParagraphs } from '@questline/domain/rules/rich-text';
import { FORMS } from '@questline/domain/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { stubXhr } from '../../../test/fake-xhr';
import { renderForm, seriousAxeViolations, stubFetch } from './parts/test-harness';
import { PathwayGeneralForm, pathwayGeneralDefaults } from './pathway-general-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A pathway as the editor read answers it, recommending one other pathway. */
const pathway = {
  id: 'lpw_7',
  type: 'pathway',
  slug: 'real-time-foundations',
  language: 'en',
  title: 'Real-Time Foundations',
  strapline: 'From zero to a playable game',
  shortDescription: 'The core every real-time creator builds on.',
  description: richTextFromParagraphs(['Start with no experience and finish with a playable game.']),
  thumbnailId: 'thumb.png',
  thumbnail: { id: 'thumb.png', url: '/files/thumb.png' },
  acclaimBadge: 'badge.png',
  overviewVideoId: null,
  overviewVideoTitle: '',
  overviewVideoDescription: '',
  recommendedNextPathways: ['lpw_8'],
  educatorResources: {
    summary: richTextFromParagraphs(['Plan six weeks of classes.']),
    files: [{ type: 'link', name: 'Syllabus', url: 'https://example.test/syllabus' }],
  },
  pathwayMap: { lpw_8: { id: 'lpw_8', type: 'pathway', title: 'Gameplay Programmer', duration: null } },
  revision: 4,
};

/** GET /api/creator/contentOptions: published pathways, this one among them. */
const options = (url: URL) => {
  if (url.pathname !== '/api/creator/contentOptions') return undefined;
  const items = [
    { id: 'lpw_7', title: 'Real-Time Foundations' },
    { id: 'lpw_8', title: 'Gameplay Programmer' },
    { id: 'lpw_9', title: 'Visual Storyteller' },
  ].map((entry) => ({
    ...entry,
    type: 'pathway',
    slug: entry.title.toLowerCase().replaceAll(' ', '-'),
    language: 'en',
    duration: null,
    skillLevel: 'beginner',
    thumbnail: null,
  }));
  return { items };
};

it('shows the pathway’s general fields with what the item holds', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  renderForm(FORMS.draft.pathway.general, pathwayGeneralDefaults(pathway), <PathwayGeneralForm item={pathway} />);
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Real-Time Foundations');
  expect(screen.getByRole('textbox', { name: 'Strapline' })).toHaveProperty('value', 'From zero to a playable game');
  expect(screen.getByRole('textbox', { name: 'Short description' })).toHaveProperty(
    'value',
    'The core every real-time creator builds on.',
  );
  expect(screen.getByRole('textbox', { name: 'Video description' })).toBeTruthy();
  const badge = screen.getByRole('group', { name: 'Acclaim badge' });
  expect(within(badge).getByRole('img').getAttribute('src')).toBe('/files/badge.png');
  const resources = screen.getByRole('heading', { name: 'Educator resources' }).closest('section') as HTMLElement;
  expect(within(resources).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Syllabus');
  expect(await within(resources).findByText('Plan six weeks of classes.')).toBeTruthy();
});

it('recommends a pathway once, never itself', async () => {
  const { fetchStub, calls } = stubFetch(options);
  vi.stubGlobal('fetch', fetchStub);
  const { values } = renderForm(
    FORMS.draft.pathway.general,
    pathwayGeneralDefaults(pathway),
    <PathwayGeneralForm item={pathway} />,
  );
  const list = screen.getByRole('list', { name: 'Recommended next pathways' });
  expect(within(list).getByText('Gameplay Programmer')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add recommended pathway' }));
  const dialog = screen.getByRole('dialog', { name: 'Add recommended pathways' });
  const listed = await within(dialog).findByRole('button', { name: 'Gameplay Programmer is already added' });
  expect(listed).toHaveProperty('disabled', true);
  await userEvent.click(listed);
  expect(within(dialog).getByRole('button', { name: 'Real-Time Foundations is already added' })).toHaveProperty(
    'disabled',
    true,
  );
  expect(calls.at(-1)?.searchParams.get('types')).toBe('pathway');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Visual Storyteller' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(values().recommendedNextPathways).toEqual(['lpw_8', 'lpw_9']);
  expect(within(list).getByText('Visual Storyteller')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Remove Gameplay Programmer' }));
  expect(values().recommendedNextPathways).toEqual(['lpw_9']);
});

it('needs the acclaim badge and thumbnail to publish', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const item = { ...pathway, acclaimBadge: null, thumbnailId: null, thumbnail: null };
  const { submitted } = renderForm(
    FORMS.publish.pathway.general,
    pathwayGeneralDefaults(item),
    <PathwayGeneralForm item={item} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  const badge = screen.getByRole('group', { name: 'Acclaim badge' });
  await waitFor(() => expect(within(badge).getByText('This field is required.')).toBeTruthy());
  expect(within(screen.getByRole('group', { name: 'Thumbnail' })).getByText('This field is required.')).toBeTruthy();
  expect(submitted).toHaveLength(0);
});

it('uploads the acclaim badge image with its progress and keeps its id', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const xhr = stubXhr();
  const { values } = renderForm(
    FORMS.draft.pathway.general,
    pathwayGeneralDefaults(pathway),
    <PathwayGeneralForm item={pathway} />,
  );
  const badge = screen.getByRole('group', { name: 'Acclaim badge' });
  const input = badge.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['png'], 'badge.png', { type: 'image/png' }));
  const upload = await xhr.next();
  expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/media/images' });
  upload.progress(1, 2);
  expect(await within(badge).findByText('Uploading… 50%')).toBeTruthy();
  expect(within(badge).getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
  upload.answer({ status: 200, body: { result: { id: 'new-badge.png', url: '/files/new-badge.png' } } });
  await waitFor(() => expect(values().acclaimBadge).toBe('new-badge.png'));
  expect(within(badge).getByRole('img').getAttribute('src')).toBe('/files/new-badge.png');
});

it('starts an empty form for the create flow', () => {
  expect(pathwayGeneralDefaults(null, { language: 'ja' })).toMatchObject({
    language: 'ja',
    title: '',
    acclaimBadge: null,
    recommendedNextPathways: [],
    educatorResources: { summary: null, files: [] },
  });
});

it('has no serious accessibility problem', async () => {
  vi.stubGlobal('fetch', stubFetch(options).fetchStub);
  const { container } = renderForm(
    FORMS.draft.pathway.general,
    pathwayGeneralDefaults(pathway),
    <PathwayGeneralForm item={pathway} />,
  );
  await screen.findByText('Plan six weeks of classes.');
  expect(await seriousAxeViolations(container)).toEqual([]);
});
