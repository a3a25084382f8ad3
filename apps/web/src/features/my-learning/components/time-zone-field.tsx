import { formatUtcOffset, zoneOffsetAt } from '@questline/domain/rules/time-zones';
import { useHydrated } from '@tanstack/react-router';
import { type Ref, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../../lib/live-time';

/** Every IANA zone this browser knows, with the saved one kept even when it does not list it. */
const zoneIds = (saved: string | null) => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return saved && !known.includes(saved) ? [saved, ...known] : known;
};

/** 'America/New York (UTC−05:00)': the zone's name as people write it, and its offset now. */
const zoneLabel = (id: string, now: number) => `${id.replaceAll('_', ' ')} (${formatUtcOffset(zoneOffsetAt(now, id))})`;

/**
 * The Settings choice of the zone times show in: first the browser's own (saved as null), then every zone the browser
 * knows. A native select: typing a zone's first letters jumps to it, with the keyboard and screen readers of every
 * platform.
 */
export const TimeZoneField = (props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLSelectElement>;
  error: string | undefined;
  className: { label: string; input: string; description: string; error: string };
}) => {
  const { t } = useTranslation();
  const id = useId();
  const descriptionId = useId();
  const errorId = useId();
  // The browser's zone is named once the page is the browser's: the server's markup cannot know it.
  const browserZone = useHydrated() ? browserTimeZone() : null;
  const zones = useMemo(() => {
    const now = Date.now();
    return zoneIds(props.value).map((zone) => ({ id: zone, label: zoneLabel(zone, now) }));
  }, [props.value]);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={props.className.label}>
        {props.label}
      </label>
      <select
        id={id}
        ref={props.inputRef}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || null)}
        onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${descriptionId} ${errorId}` : descriptionId}
        className={props.className.input}
      >
        <option value="">
          {t('settings.timeZoneBrowser', { zone: browserZone ? zoneLabel(browserZone, Date.now()) : '…' })}
        </option>
        {zones.map((zone) => (
          <option key={zone.id} value={zone.id}>
            {zone.label}
          </option>
        ))}
      </select>
      <p id={descriptionId} className={props.className.description}>
        {t('settings.timeZoneHelp')}
      </p>
      {props.error && (
        <p id={errorId} className={props.className.error}>
          {props.error}
        </p>
      )}
    </div>
  );
};
