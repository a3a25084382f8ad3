import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import * as resumableUpload from '../../../api/resumable-upload';
import { expectNoSeriousAxeViolations } from '../../../test/axe';
import { demoUser, renderWithApp } from '../../../test/render';
import { SubmissionStep } from './submission-step';

afterEach(() => vi.restoreAllMocks());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fakeServer = () => {
  // The resumable upload itself (tus over XHR) is api/resumable-upload.ts's own business; here it hands back a file id.
  // A spy on the module's export, not vi.mock: the web tests share one module graph per worker, so a module another
  // file imported first would keep the real one.
  vi.spyOn(resumableUpload, 'uploadResumable').mockImplementation(async (file: File) => ({
    id: `${file.name === 'evil.zip' ? 'e' : 'a'.repeat(32)}.zip`,
    url: '',
  }));
  const posted: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    posted.push({ path, body });
    if (path === '/api/learn/submission/build') {
      return body.fileId === 'e.zip'
        ? json(400, {
            error: { key: 'submission_InvalidParameter_webgl_unsafe_path', params: { path: '../evil.html' } },
          })
        : json(200, {
            result: { id: '12', slug: 'a'.repeat(32), playUrl: '/play/p/x/index.html', fileCount: 4, size: 100 },
          });
    }
    if (path === '/api/learn/tutorial/ltu_3/submission') {
      return json(200, { result: { submission: { id: 'lsu_5', title: body.title } } });
    }
    return json(404, { error: { key: 'not_found' } });
  });
  return posted;
};

const zip = (name: string) => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, { type: 'application/zip' });

const renderStep = (signedIn = true) =>
  renderWithApp(
    () => (
      <SubmissionStep
        tutorialId="ltu_3"
        sectionId="submit"
        submissionType="webgl"
        signedIn={signedIn}
        pathwayId="lpw_2"
      />
    ),
    { me: signedIn ? demoUser() : null },
  );

it('says why a refused build is refused, naming the entry, and keeps Submit off until a build is ready', async () => {
  fakeServer();
  renderStep();
  const build = await screen.findByLabelText('WebGL build (zip)');
  await userEvent.upload(build, zip('evil.zip'));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The zip holds an unsafe entry (../evil.html): paths with “..”, absolute paths and links are not allowed.',
  );
  expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
});

it('submits the work with its build and links the new submission', async () => {
  const posted = fakeServer();
  renderStep();
  await userEvent.upload(await screen.findByLabelText('WebGL build (zip)'), zip('game.zip'));
  expect(await screen.findByText('Build ready: 4 files.')).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Title'), 'My cube');
  await userEvent.type(screen.getByLabelText('Description'), 'It spins.');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

  const link = await screen.findByRole('link', { name: 'My cube' });
  expect(link.getAttribute('href')).toBe('/submission/lsu_5');
  expect(posted.find((request) => request.path === '/api/learn/tutorial/ltu_3/submission')?.body).toEqual({
    sectionId: 'submit',
    title: 'My cube',
    description: 'It spins.',
    thumbnailId: null,
    buildId: '12',
    url: null,
    isPrivate: false,
    pathwayId: 'lpw_2',
  });
  await expectNoSeriousAxeViolations();
});

it('asks an anonymous learner to sign in first', async () => {
  renderStep(false);
  expect(await screen.findByRole('button', { name: 'Sign in to submit your work' })).toBeTruthy();
  await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
});
