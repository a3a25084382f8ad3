import { localeTag, type TContentLanguage, type TLocale, TRANSCRIPT } from '@questline/domain/constants';
import { formatClock } from '@questline/domain/rules/display';
import { currentCueIndex, transcriptScrollTop } from '@questline/domain/rules/ui';
import { readWebVtt, type TTranscriptCue } from '@questline/domain/rules/webvtt';
import type { TSubtitle } from '@questline/domain/schemas/media';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A subtitle track's cues, read from its WebVTT file once per page (files never change: their ids are hashes). */
const useCues = (url: string | undefined) =>
  useQuery({
    queryKey: ['media', 'transcript', url ?? ''],
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<TTranscriptCue[]> => {
      const response = await fetch(url as string, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`transcript ${response.status}`);
      const read = await readWebVtt(await response.text());
      if (!read.ok) throw new Error(read.key);
      return read.cues;
    },
  });

/**
 * The transcript auto-scrolls to keep the current cue about two-fifths down the list (§2.16, §9). A mouse-wheel
 * scroll pauses that for 3 s; a seek or the video's end (`resumeSignal` changes) resumes it at once.
 */
const useAutoScroll = (index: number, resumeSignal: number) => {
  const list = useRef<HTMLOListElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const onWheel = () => {
    clear();
    setPaused(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPaused(false);
    }, TRANSCRIPT.autoScrollPauseMs);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new signal (seek, end) is what resumes.
  useEffect(() => {
    clear();
    setPaused(false);
  }, [resumeSignal, clear]);
  useEffect(() => clear, [clear]);
  useEffect(() => {
    const element = list.current;
    const item = index >= 0 ? items.current[index] : null;
    if (paused || !element || !item) return;
    element.scrollTop = transcriptScrollTop({ top: item.offsetTop, height: item.offsetHeight }, element.clientHeight);
  }, [index, paused]);
  return { list, items, onWheel, paused };
};

type TTranscriptProps = {
  subtitles: readonly TSubtitle[];
  /** The player's current time, in seconds. */
  currentTime: number;
  /** Changes whenever playback seeks or ends: auto-scroll resumes. */
  resumeSignal: number;
  onSeek: (time: number) => void;
  language: TContentLanguage;
  onLanguageChange: (language: TContentLanguage) => void;
};

/**
 * The transcript of a video (§2.16): a language select over the video's subtitle tracks and their cues with
 * HH:MM:SS start times; a cue seeks the video to its start; the current one is highlighted and kept in view.
 * Shown or hidden by its toggle.
 */
export const Transcript = (props: TTranscriptProps) => {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const [shown, setShown] = useState(true);
  const track = props.subtitles.find((subtitle) => subtitle.language === props.language) ?? props.subtitles[0];
  const cues = useCues(shown ? track?.url : undefined);
  const index = cues.data ? currentCueIndex(cues.data, props.currentTime) : -1;
  const { list, items, onWheel } = useAutoScroll(index, props.resumeSignal);
  const names = new Intl.DisplayNames([localeTag(i18n.language as TLocale)], { type: 'language' });
  const panelId = `${baseId}-panel`;
  const headingId = `${baseId}-heading`;
  if (!track) return null;

  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('learn.video.transcript.title')}
        </h2>
        <div className="flex items-center gap-2">
          {shown && (
            <>
              <label htmlFor={`${baseId}-language`} className="sr-only">
                {t('learn.video.transcript.language')}
              </label>
              <select
                id={`${baseId}-language`}
                value={track.language}
                onChange={(event) => props.onLanguageChange(event.target.value as TContentLanguage)}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
              >
                {props.subtitles.map((subtitle) => (
                  <option key={subtitle.language} value={subtitle.language}>
                    {names.of(subtitle.language) ?? subtitle.language}
                  </option>
                ))}
              </select>
            </>
          )}
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={panelId}
            onClick={() => setShown((value) => !value)}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {shown ? t('learn.video.transcript.hide') : t('learn.video.transcript.show')}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!shown}>
        {cues.isError ? (
          <p className="px-3 py-2 text-sm text-slate-700">{t('learn.video.transcript.failed')}</p>
        ) : !cues.data ? (
          <p className="px-3 py-2 text-sm text-slate-700">{t('learn.video.transcript.loading')}</p>
        ) : (
          <ol
            ref={list}
            onWheel={onWheel}
            aria-label={t('learn.video.transcript.cues')}
            className="relative max-h-64 overflow-y-auto py-1"
          >
            {cues.data.map((cue, position) => {
              const current = position === index;
              return (
                <li
                  // A track's cues never change once read: their place in it is who they are.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                  key={position}
                  ref={(element) => {
                    items.current[position] = element;
                  }}
                >
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => props.onSeek(cue.startTime)}
                    className={`flex w-full gap-3 px-3 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                      current ? 'bg-brand-50 font-medium text-brand-900' : 'text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    <time dateTime={`PT${Math.floor(cue.startTime)}S`} className="shrink-0 tabular-nums text-slate-600">
                      {formatClock(cue.startTime)}
                    </time>
                    <span>{cue.text}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
};
