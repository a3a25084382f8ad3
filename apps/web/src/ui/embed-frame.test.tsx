import { COOKIES } from '@questline/domain/constants';
import type { TEmbedAttrs } from '@questline/domain/rules/embeds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { readConsent, saveConsent } from '../lib/consent';
import { writeCookie } from '../lib/cookies';
import { demoUser, renderWithApp } from '../test/render';
import { AssetPackageCard } from './asset-package-card';
import { EmbedFrame } from './embed-frame';
import { RichTextView } from './rich-text/rich-text-view';

const youtube: TEmbedAttrs = {
  kind: 'provider',
  provider: 'youtube',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  title: 'Lighting a scene',
  ratio: 0.5625,
  thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
};
const sketchfab: TEmbedAttrs = {
  kind: 'provider',
  provider: 'sketchfab',
  url: 'https://sketchfab.com/3d-models/robot-0123456789abcdef0123456789abcdef',
  src: 'https://sketchfab.com/models/0123456789abcdef0123456789abcdef/embed',
  title: 'Robot',
  ratio: 0.5625,
  thumbnailUrl: null,
};

beforeEach(() => {
  saveConsent({ C0003: false, C0004: false });
  writeCookie(COOKIES.region, '', 0);
});

it('blocks a YouTube embed until functional cookies are granted, then shows it without a reload', async () => {
  renderWithApp(() => <EmbedFrame attrs={youtube} />);
  expect(await screen.findByText('This content is blocked because functional cookies are off.')).toBeTruthy();
  expect(document.querySelector('iframe')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('switch', { name: /Functional cookies/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));

  const frame = await screen.findByTitle('Lighting a scene');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  expect(document.cookie).toContain('ql_consent=C0003');
  expect(readConsent()).toEqual({ C0003: true, C0004: false });
});

it('blocks 3D-model, audio and video-embed hosts with the targeting message until C0004 is granted', async () => {
  saveConsent({ C0003: true, C0004: false });
  renderWithApp(() => <EmbedFrame attrs={sketchfab} />);
  expect(await screen.findByText('This content is blocked because targeting cookies are off.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open on Sketchfab' }).getAttribute('href')).toBe(sketchfab.url);
  saveConsent({ C0003: true, C0004: true });
  expect((await screen.findByTitle('Robot')).getAttribute('src')).toBe(sketchfab.src);
});

it('shows users in China a thumbnail link instead of the YouTube player, even with consent', async () => {
  saveConsent({ C0003: true, C0004: true });
  renderWithApp(() => <EmbedFrame attrs={youtube} />, { me: demoUser({ region: 'region.07' }) });
  const link = await screen.findByRole('link', { name: 'Watch on YouTube: Lighting a scene' });
  expect(link.getAttribute('href')).toBe(youtube.url);
  expect(link.querySelector('img')?.getAttribute('src')).toBe(youtube.thumbnailUrl);
  expect(document.querySelector('iframe')).toBeNull();
});

it('reads an anonymous visitor’s region from the region cookie, and keeps other hosts embedded there', async () => {
  saveConsent({ C0003: true, C0004: true });
  writeCookie(COOKIES.region, 'region.07', 60);
  renderWithApp(() => (
    <>
      <EmbedFrame
        attrs={{ ...youtube, provider: 'vimeo', url: 'https://vimeo.com/1', src: 'https://player.vimeo.com/video/1' }}
      />
      <EmbedFrame attrs={sketchfab} />
    </>
  ));
  expect(await screen.findByRole('link', { name: /Watch on Vimeo/ })).toBeTruthy();
  expect((await screen.findByTitle('Robot')).tagName).toBe('IFRAME');
});

it('renders a rich-text embed node through the embed component, dropping one of an unknown host', async () => {
  renderWithApp(() => (
    <RichTextView
      doc={{
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Watch first:' }] },
          { type: 'embed', attrs: { url: 'https://youtu.be/dQw4w9WgXcQ', src: 'https://evil.test/x' } },
          { type: 'embed', attrs: { url: 'https://evil.test/watch?v=dQw4w9WgXcQ' } },
        ],
      }}
    />
  ));
  expect(await screen.findByText('This content is blocked because functional cookies are off.')).toBeTruthy();
  saveConsent({ C0003: true, C0004: false });
  const frames = await screen.findAllByTitle('Embedded content from YouTube');
  expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ]);
});

it('shows asset-store packages with free, sale and regular prices, .00 dropped', () => {
  const pkg = {
    name: 'Karting Kit',
    publisherName: 'Questline',
    originalPrice: 40,
    finalPrice: 20,
    isFree: false,
    isOnSale: true,
  };
  const content = { externalRef: '123', externalType: 'asset_store' as const, url: 'https://assets.example.org/p/123' };
  renderWithApp(() => (
    <>
      <AssetPackageCard content={{ ...content, package: pkg }} />
      <AssetPackageCard
        content={{ ...content, package: { ...pkg, name: 'Shaders', finalPrice: 19.5, isOnSale: false } }}
      />
      <AssetPackageCard content={{ ...content, package: { ...pkg, name: 'Starter', finalPrice: 0, isFree: true } }} />
    </>
  ));
  return waitFor(() => {
    const [sale, regular, free] = screen.getAllByRole('article', { name: 'Asset Store package' });
    expect(sale?.textContent).toContain('$20');
    expect(sale?.querySelector('s')?.textContent).toBe('Was $40');
    expect(sale?.textContent).toContain('On sale');
    expect(regular?.textContent).toContain('$19.50');
    expect(regular?.textContent).not.toContain('On sale');
    expect(free?.textContent).toContain('Free');
    expect(free?.textContent).not.toContain('$');
  });
});
