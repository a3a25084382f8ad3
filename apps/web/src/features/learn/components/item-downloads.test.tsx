import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { TLearnItem } from '../learn-types';
import { ItemDownloads } from './item-downloads';

const item = (fields: Partial<TLearnItem>) => ({ language: 'en', ...fields }) as TLearnItem;

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
