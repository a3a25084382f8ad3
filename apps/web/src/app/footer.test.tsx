import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { Footer } from './footer';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('lists the 9 locales, each in its own language, and the 9 regions', async () => {
  renderWithApp(() => <Footer />);
  const language = await screen.findByRole('combobox', { name: 'Language' });
  expect([...(language as HTMLSelectElement).options].map((option) => option.value)).toEqual([
    'en_US',
    'zh_CN',
    'ko_KR',
    'ja_JP',
    'ru_RU',
    'es_ES',
    'fr_FR',
    'de_DE',
    'pt_PT',
  ]);
  expect(screen.getByRole('option', { name: 'Deutsch' }).getAttribute('lang')).toBe('de-DE');
  const region = screen.getByRole('combobox', { name: 'Region' });
  expect((region as HTMLSelectElement).options).toHaveLength(10);
  expect(screen.getByText(`© ${new Date().getFullYear()} Questline contributors`)).toBeTruthy();
});

it('sends no request when the current language is chosen again', async () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  renderWithApp(() => <Footer />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'en_US');
  expect(fetchSpy).not.toHaveBeenCalled();
});
