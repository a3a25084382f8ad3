import type { TContentLanguage } from '@questline/domain/constants';
import type { TSubtitle } from '@questline/domain/schemas/media';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/axe';
import { renderWithApp } from '../../test/render';
import { Transcript } from './transcript';

const SUBTITLES: TSubtitle[] = [
  { language: 'en', url: '/files/0123456789abcdef0123456789abcdef.vtt' },
  { language: 'de', url: '/files/fedcba9876543210fedcba9876543210.vtt' },
];

/** Ten two-second cues: 'Line 0' at 0 s … 'Line 9' at 18 s (German: 'Zeile …'), plus one past the hour. */
const vtt = (word: string) =>
  `WEBVTT\n\n${Array.from({ length: 10 }, (_, index) => {
    const start = index * 2;
    const stamp = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')}.000`;
    return `${stamp(start)} --> ${stamp(start + 2)}\n${word} ${index}\n`;
  }).join('\n')}\n01:02:03.000 --> 01:02:05.000\nLate <b>line</b>\n`;

const ROW = 40;
const LIST_HEIGHT = 200;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const body = url === SUBTITLES[0]?.url ? vtt('Line') : url === SUBTITLES[1]?.url ? vtt('Zeile') : null;
    return body ? new Response(body, { headers: { 'content-type': 'text/vtt' } }) : new Response('', { status: 404 });
  });
  // jsdom lays nothing out: rows are 40 px high, one under the other, in a 200 px list.
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? [...(this.parentElement?.children ?? [])].indexOf(this) * ROW : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => ROW);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'OL' ? LIST_HEIGHT : 0;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The scroll that keeps row `index` two-fifths down the list. */
const scrollFor = (index: number) => Math.max(0, index * ROW + ROW / 2 - LIST_HEIGHT * 0.4);

const controls: {
  setTime: (time: number) => void;
  resume: () => void;
} = { setTime: () => undefined, resume: () => undefined };

const seeks: number[] = [];
const languages: TContentLanguage[] = [];

/** The transcript under a player whose time, seeks and language the test drives through `controls`. */
const Harness = () => {
  const [time, setTime] = useState(0);
  const [signal, setSignal] = useState(0);
  const [language, setLanguage] = useState<TContentLanguage>('en');
  controls.setTime = setTime;
  controls.resume = () => setSignal((value) => value + 1);
  return (
    <Transcript
      subtitles={SUBTITLES}
      currentTime={time}
      resumeSignal={signal}
      onSeek={(seconds) => seeks.push(seconds)}
      language={language}
      onLanguageChange={(next) => {
        languages.push(next);
        setLanguage(next);
      }}
    />
  );
};

const renderTranscript = () => {
  seeks.length = 0;
  languages.length = 0;
  renderWithApp(() => <Harness />);
  return { seeks, languages };
};

const cueList = () => screen.findByRole('list', { name: 'Transcript cues' });
const current = () => screen.getByRole('list', { name: 'Transcript cues' }).querySelector('[aria-current="true"]');
const at = async (time: number) => {
  await act(async () => controls.setTime(time));
};

it('lists the cues with HH:MM:SS start times and seeks the video to the cue clicked', async () => {
  const { seeks } = renderTranscript();
  const list = await cueList();
  const cues = within(list).getAllByRole('button');
  expect(cues).toHaveLength(11);
  expect(cues[3]?.textContent).toBe('00:00:06Line 3');
  expect(cues[10]?.textContent).toBe('01:02:03Late line');
  fireEvent.click(cues[3] as HTMLElement);
  fireEvent.click(cues[10] as HTMLElement);
  expect(seeks).toEqual([6, 3723]);
  await expectNoSeriousAxeViolations();
});

it('highlights the current cue and keeps it two-fifths down the list', async () => {
  renderTranscript();
  const list = await cueList();
  expect(current()?.textContent).toBe('00:00:00Line 0');
  await at(10.5);
  expect(current()?.textContent).toBe('00:00:10Line 5');
  expect(list.scrollTop).toBe(scrollFor(5));
  // Between cues the highlight stays on the last one started.
  await at(19.9);
  expect(current()?.textContent).toBe('00:00:18Line 9');
  expect(list.scrollTop).toBe(scrollFor(9));
});

it('pauses auto-scroll for 3 s after a wheel scroll, and resumes at once on a seek', async () => {
  renderTranscript();
  const list = await cueList();
  await at(10);
  expect(list.scrollTop).toBe(scrollFor(5));

  fireEvent.wheel(list, { deltaY: 120 });
  list.scrollTop = 20;
  await at(14);
  expect(current()?.textContent).toBe('00:00:14Line 7');
  expect(list.scrollTop).toBe(20);
  await act(() => vi.advanceTimersByTimeAsync(2900));
  expect(list.scrollTop).toBe(20);
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(list.scrollTop).toBe(scrollFor(7));

  fireEvent.wheel(list, { deltaY: -120 });
  list.scrollTop = 0;
  await at(16);
  expect(list.scrollTop).toBe(0);
  await act(async () => controls.resume());
  expect(list.scrollTop).toBe(scrollFor(8));
});

it('switches the transcript language and hides and shows it', async () => {
  const { languages } = renderTranscript();
  await cueList();
  fireEvent.change(screen.getByRole('combobox', { name: 'Transcript language' }), { target: { value: 'de' } });
  expect(languages).toEqual(['de']);
  expect(await screen.findByText('Zeile 4')).toBeTruthy();

  const toggle = screen.getByRole('button', { name: 'Hide transcript' });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(toggle);
  expect(screen.queryByRole('list', { name: 'Transcript cues' })).toBeNull();
  const show = screen.getByRole('button', { name: 'Show transcript' });
  expect(show.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(show);
  expect(await cueList()).toBeTruthy();
});
