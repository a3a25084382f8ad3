import type { TMapCard } from '@questline/domain/schemas/content';
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { TLearnItem } from '../learn-types';
import { ItemDownloads } from './item-downloads';

const item = (fields: Partial<TLearnItem>) => ({ language: 'en', ...fields }) as TLearnItem;

const card = (fields: Pick<TMapCard, 'id' | 'type' | 'slug' | 'title'> & Partial<TMapCard>): TMapCard => ({
  descPlain: '',
  thumbnail: null,
  skillLevel: null,
  language: 'en',
  duration: null,
  points: [],
  premium: false,
  published: true,
  startTime: null,
  withLab: false,
  withManual: false,
  manualDuration: null,
  ...fields,
});

it('links each attached file to its download with its name and size, and each web link to its address', () => {
  render(
    <ItemDownloads
      item={item({
        materials: [{ type: 'file', attachmentId: 'abc.pdf', name: 'notes.pdf', size: 3 * 1024 ** 2 }],
        documents: [
          { type: 'link', name: 'Manual', url: 'https://docs.example.com' },
          { type: 'link', name: 'Not a web link', url: 'javascript:alert(1)' },
        ],
        asset: { uploads: [{ attachmentId: 'kart.zip', downloadVersion: '2.1', name: 'kart.zip', size: 2048 }] },
        educatorResources: { files: [{ type: 'file', attachmentId: 'syl.pdf' }] },
      })}
    />,
  );
  const region = screen.getByRole('region', { name: 'Downloads and resources' });
  const materials = within(region).getByRole('region', { name: 'Materials' });
  const notes = within(materials).getByRole('link', { name: /Download notes\.pdf/ });
  expect(notes.getAttribute('href')).toBe('/files/abc.pdf');
  expect(notes.getAttribute('download')).toBe('notes.pdf');
  expect(notes.textContent).toContain('3 MB');
  const documents = within(region).getByRole('region', { name: 'Documents' });
  expect(within(documents).getByRole('link', { name: 'Manual' }).getAttribute('href')).toBe('https://docs.example.com');
  expect(within(documents).queryByText('Not a web link')).toBeNull();
  const asset = within(region).getByRole('region', { name: 'Asset downloads' });
  expect(within(asset).getByRole('link').textContent).toBe('Download kart.zipVersion 2.1 · 2 kB');
  const resources = within(region).getByRole('region', { name: 'Educator resources' });
  expect(within(resources).getByRole('link', { name: 'Download File' }).getAttribute('href')).toBe('/files/syl.pdf');
});

it('shows nothing for an item without materials, documents, downloads or resources', () => {
  const { container } = render(<ItemDownloads item={item({ materials: [], documents: [] })} />);
  expect(container.innerHTML).toBe('');
});

it('lists the licences to request, each linking to where it is requested', () => {
  render(
    <ItemDownloads
      item={item({
        requests: [
          { name: 'Engine Pro (education)', url: 'https://store.example.org/edu' },
          { name: 'Not a web link', url: 'javascript:alert(1)' },
        ],
      })}
    />,
  );
  const requests = screen.getByRole('region', { name: 'Licences to request' });
  expect(within(requests).getByText('Request these licences before you start.')).toBeTruthy();
  expect(
    within(requests)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([['Request Engine Pro (education)', 'https://store.example.org/edu']]);
});

it('lists the packages the item names, an unlock package by its title, each with the items offering its downloads', async () => {
  renderWithApp(() => (
    <ItemDownloads
      item={item({
        packageMap: {
          'karting-template-2': {
            id: 'karting-template-2',
            unlockKey: 'kartingTemplate2',
            items: [
              card({ id: 'tut_1', type: 'tutorial', slug: 'kart-physics', title: 'Kart physics' }),
              card({ id: 'prj_1', type: 'project', slug: 'kart-race', title: 'Kart race', language: 'es' }),
            ],
          },
          'store-pkg-42': { id: 'store-pkg-42', items: [] },
        },
      })}
    />
  ));
  const packages = await screen.findByRole('region', { name: 'Packages' });
  expect(within(packages).getByText('Karting template, part 2')).toBeTruthy();
  expect(within(packages).queryByText('karting-template-2')).toBeNull();
  const offering = within(packages).getByRole('list', { name: 'Items offering Karting template, part 2' });
  expect(
    within(offering)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Kart physics', '/tutorial/kart-physics'],
    ['Kart race', '/project/kart-race?language=es'],
  ]);
  expect(within(offering).getByText('Project')).toBeTruthy();
  expect(within(packages).getByText('store-pkg-42')).toBeTruthy();
  expect(within(packages).getByText("No published item offers this package's downloads yet.")).toBeTruthy();
});
