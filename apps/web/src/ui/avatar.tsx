import type { TPresenceStatus } from '@questline/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TAvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type TAvatarShape = 'circle' | 'square';

/** Box, initials and status dot per size (§9: avatars come in many sizes). */
const SIZES: Record<TAvatarSize, { box: string; dot: string }> = {
  xs: { box: 'h-6 w-6 text-[10px]', dot: 'h-2 w-2 ring-1' },
  sm: { box: 'h-8 w-8 text-xs', dot: 'h-2.5 w-2.5 ring-2' },
  md: { box: 'h-10 w-10 text-sm', dot: 'h-3 w-3 ring-2' },
  lg: { box: 'h-14 w-14 text-lg', dot: 'h-3.5 w-3.5 ring-2' },
  xl: { box: 'h-20 w-20 text-2xl', dot: 'h-4 w-4 ring-[3px]' },
};

/** §9: circle or square shapes; a square keeps softened corners. */
const SHAPES: Record<TAvatarShape, string> = { circle: 'rounded-full', square: 'rounded-md' };

/** Offline reads as a hollow dot as well as grey, so the three states differ without colour. */
const DOTS: Record<TPresenceStatus, string> = {
  online: 'bg-green-600',
  idle: 'bg-amber-500',
  offline: 'bg-white shadow-[inset_0_0_0_2px_var(--color-slate-500)]',
};

/** Up to two initials of a display name: 'Ada Lovelace' → 'AL', 'ada' → 'A'. */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * A user's avatar (§1, §3.12): their image, or their initials while they have none (or it fails to load), in a
 * circle or a square, xs to xl, with an optional online, idle or offline dot. The face is decorative (the name stands
 * beside it); the dot is an image named by its status, so screen readers hear it. Status labels live in the learner
 * pages' catalogue (`presence.*`), which every route showing statuses loads.
 */
export const Avatar = ({
  name,
  imageUrl,
  size = 'md',
  shape = 'circle',
  status,
}: {
  name: string;
  imageUrl?: string | null;
  size?: TAvatarSize;
  shape?: TAvatarShape;
  status?: TPresenceStatus;
}) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const { box, dot } = SIZES[size];
  const statusLabel = status ? t(`presence.${status}`) : undefined;
  return (
    <span className="relative inline-flex shrink-0" data-size={size} data-shape={shape}>
      {imageUrl && !failed ? (
        <img
          src={imageUrl}
          alt=""
          onError={() => setFailed(true)}
          className={`${box} ${SHAPES[shape]} bg-slate-100 object-cover`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`${box} ${SHAPES[shape]} flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}
        >
          {initialsOf(name)}
        </span>
      )}
      {status && (
        <span
          role="img"
          aria-label={statusLabel}
          title={statusLabel}
          data-status={status}
          className={`absolute right-0 bottom-0 block ${dot} rounded-full ring-white ${DOTS[status]}`}
        />
      )}
    </span>
  );
};
