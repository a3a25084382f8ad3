import { versionChangeUrl } from '@questline/domain/rules/urls';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TVersionSelectProps = {
  /** The engine versions the page offers, newest first (the extends' versionData); none: no selector. */
  versions: readonly string[];
  /** The version the page is read for: uv when offered, else the newest. */
  current: string | null;
};

/**
 * The engine version of a detail page bound to some versions (§2.2): choosing another reloads the page with uv set,
 * keeping language and the parent ids of the current URL.
 */
export const VersionSelect = ({ versions, current }: TVersionSelectProps) => {
  const { t } = useTranslation();
  const router = useRouter();
  // The page's own URL, as the router holds it (the address bar's, in the app).
  const href = useLocation({ select: (location) => location.href });
  const id = useId();
  if (versions.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t('learn.engineVersion.label')}
      </label>
      <select
        id={id}
        value={current ?? versions[0]}
        onChange={(event) =>
          void router.navigate({
            href: versionChangeUrl(new URL(href, window.location.origin).href, event.target.value),
          })
        }
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 hover:border-slate-400"
      >
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </div>
  );
};
