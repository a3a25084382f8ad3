import { COOKIES } from '@questline/domain/constants';
import {
  EMBED_PROVIDERS,
  embedAsThumbnailLink,
  type TEmbedAttrs,
  type TEmbedProvider,
  WEBGL_ALLOW,
  WEBGL_RATIO,
  WEBGL_SANDBOX,
  webglPlaySrc,
} from '@questline/domain/rules/embeds';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayBaseUrl } from '../api/embeds';
import { useMe } from '../api/session';
import { useConsent } from '../lib/consent';
import { readCookie } from '../lib/cookies';

const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

/** A box of the embed's height ÷ width, so nothing shifts when the player loads (CLS). */
const Ratio = ({ ratio, children, label }: { ratio: number; children: ReactNode; label?: string }) => (
  <figure
    aria-label={label}
    className="relative my-4 w-full overflow-hidden rounded-lg bg-slate-100"
    style={{ paddingTop: `${(ratio * 100).toFixed(2)}%` }}
  >
    <div className="absolute inset-0">{children}</div>
  </figure>
);

const BLOCKED_MESSAGE = { C0003: 'blocked_message_functional', C0004: 'blocked_message_targeting' } as const;

const Blocked = ({ provider, url, ratio }: { provider: TEmbedProvider; url: string; ratio: number }) => {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Ratio ratio={Math.max(ratio, 0.3)} label={t('learn.embeds.blockedLabel', { provider: provider.name })}>
      <div className="flex h-full flex-col items-center justify-center gap-3 border border-slate-300 p-4 text-center">
        <p className="max-w-md text-sm text-slate-800">{t(`errors.${BLOCKED_MESSAGE[provider.category]}`)}</p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setSettingsOpen(true)}
            className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('learn.embeds.cookieSettings')}
          </button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
          >
            {t('learn.embeds.openOn', { provider: provider.name })}
          </a>
        </div>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Ratio>
  );
};

const ThumbnailLink = (props: {
  provider: TEmbedProvider;
  url: string;
  title: string | null;
  thumbnailUrl: string | null;
  ratio: number;
}) => {
  const { t } = useTranslation();
  const label = t('learn.embeds.watchOn', { provider: props.provider.name, title: props.title ?? props.url });
  return (
    <Ratio ratio={props.ratio}>
      <a
        href={props.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className="theme-keep group flex h-full w-full items-center justify-center bg-slate-900"
      >
        {props.thumbnailUrl && (
          <img src={props.thumbnailUrl} alt="" loading="lazy" className="absolute inset-0 h-full w-full object-cover" />
        )}
        <span className="relative flex items-center gap-2 rounded-full bg-slate-950/80 px-4 py-2 text-sm font-semibold text-white group-hover:bg-slate-950">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M6 4.5v11l9-5.5z" />
          </svg>
          {t('learn.embeds.watchOnShort', { provider: props.provider.name })}
        </span>
      </a>
    </Ratio>
  );
};

const ProviderEmbed = ({ attrs }: { attrs: Extract<TEmbedAttrs, { kind: 'provider' }> }) => {
  const { t } = useTranslation();
  const consent = useConsent();
  const me = useMe();
  const provider = EMBED_PROVIDERS[attrs.provider];
  const region = me?.region ?? readCookie(COOKIES.region);
  if (embedAsThumbnailLink(provider, region)) {
    return (
      <ThumbnailLink
        provider={provider}
        url={attrs.url}
        title={attrs.title}
        thumbnailUrl={attrs.thumbnailUrl}
        ratio={attrs.ratio}
      />
    );
  }
  if (!consent[provider.category]) return <Blocked provider={provider} url={attrs.url} ratio={attrs.ratio} />;
  if (!attrs.src) {
    return (
      <p>
        <a href={attrs.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
          {t('learn.embeds.openOn', { provider: provider.name })}
        </a>
      </p>
    );
  }
  return (
    <Ratio ratio={attrs.ratio}>
      <iframe
        src={attrs.src}
        title={attrs.title ?? t('learn.embeds.frameTitle', { provider: provider.name })}
        sandbox={provider.sandbox}
        allow={provider.allow}
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-full w-full border-0"
      />
    </Ratio>
  );
};

const WebglEmbed = ({ attrs }: { attrs: Extract<TEmbedAttrs, { kind: 'webgl' }> }) => {
  const { t } = useTranslation();
  const playBaseUrl = usePlayBaseUrl();
  const src = playBaseUrl ? webglPlaySrc(attrs.url, playBaseUrl) : null;
  if (!src) return playBaseUrl ? null : <Ratio ratio={WEBGL_RATIO}>{null}</Ratio>;
  // A build on a separate play origin may keep its own origin (storage, its data files); one served from this
  // site's origin must not, or its scripts could reach out of the sandbox.
  const ownOrigin = new URL(src).origin !== window.location.origin;
  return (
    <Ratio ratio={WEBGL_RATIO}>
      <iframe
        src={src}
        title={attrs.title ?? t('learn.embeds.webglTitle')}
        sandbox={ownOrigin ? `${WEBGL_SANDBOX} allow-same-origin` : WEBGL_SANDBOX}
        allow={WEBGL_ALLOW}
        allowFullScreen
        loading="lazy"
        className="h-full w-full border-0 bg-black"
      />
    </Ratio>
  );
};

/**
 * The one component every embed renders through (DESIGN §6, §2.16, §2.17): third-party players only with the
 * consent category of their provider granted (else the blocked message and a cookie-settings button; a saved
 * choice shows them at once), a thumbnail link instead of the two major video hosts for users in China, and WebGL
 * builds only from the play origin, at 66 %. iframes only ever get a checked src, never provider HTML.
 */
export const EmbedFrame = ({ attrs }: { attrs: TEmbedAttrs }) =>
  attrs.kind === 'webgl' ? <WebglEmbed attrs={attrs} /> : <ProviderEmbed attrs={attrs} />;
