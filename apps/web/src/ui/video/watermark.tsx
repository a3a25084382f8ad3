import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/session';
import { useViewerTimeZone } from '../use-hydrated';

/** How many times the line repeats: enough to cover a 1000 px wide 16:9 player when turned. */
const REPEATS = 30;

/**
 * The watermark overlay of §2.14 over premium videos: the signed-in viewer's name (else e-mail) and today's date,
 * repeated diagonally across the player at low opacity. It is decoration only: hidden from assistive technology and
 * transparent to the pointer, so the player's controls stay usable beneath it. Nothing shows without a viewer to name
 * (decision record 0074).
 */
export const Watermark = () => {
  const me = useMe();
  const timeZone = useViewerTimeZone();
  const { i18n } = useTranslation();
  const who = me?.displayName.trim() || me?.email;
  if (!who) return null;
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeZone }).format(
    new Date(),
  );
  const line = `${who} · ${date}`;
  return (
    <div
      aria-hidden="true"
      data-watermark=""
      className="pointer-events-none absolute inset-0 z-10 select-none overflow-hidden opacity-20"
    >
      <div className="absolute -inset-1/2 flex -rotate-[30deg] flex-wrap content-center items-center justify-center gap-x-16 gap-y-10">
        {Array.from({ length: REPEATS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same line repeated, never reordered
          <span key={index} className="whitespace-nowrap text-sm font-semibold text-white [text-shadow:0_0_2px_#000]">
            {line}
          </span>
        ))}
      </div>
    </div>
  );
};
