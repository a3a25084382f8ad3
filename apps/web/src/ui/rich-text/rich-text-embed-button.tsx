import {
  EMBED_PROVIDERS,
  embedSrcFromHtml,
  matchEmbedUrl,
  ratioOfSize,
  type TEmbedAttrs,
  webglPlaySrc,
} from '@questline/domain/rules/embeds';
import type { TEmbedSettings } from '@questline/domain/schemas/embeds';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet } from '../../api/client';
import { resolveEmbed } from '../../api/embeds';
import { SHORTCUTS } from './rich-text-shortcuts';
import { ToolbarPopover, type TPanelState } from './rich-text-toolbar-popover';

/** The node an author's URL becomes: a provider page resolved by the server, or a WebGL build on the play origin. */
const embedOf = async (value: string): Promise<TEmbedAttrs> => {
  const match = matchEmbedUrl(value);
  if (!match) {
    const { playBaseUrl } = await apiGet<TEmbedSettings>('/api/embeds/settings');
    const url = webglPlaySrc(value, playBaseUrl);
    if (!url) throw new ApiError('embed_url_unsupported', 400);
    return { kind: 'webgl', url, title: null };
  }
  const oembed = await resolveEmbed(match.url);
  const provider = EMBED_PROVIDERS[oembed.provider];
  return {
    kind: 'provider',
    provider: provider.id,
    url: oembed.url,
    src: match.src ?? embedSrcFromHtml(provider, oembed.html),
    title: oembed.title,
    ratio: ratioOfSize(oembed.width, oembed.height) ?? provider.defaultRatio,
    thumbnailUrl: oembed.thumbnail_url,
  };
};

/**
 * The editor's Embed action: asks for a YouTube, Vimeo, Sketchfab or SoundCloud page (resolved through the
 * server's oEmbed) or a WebGL build's play URL, and inserts an embed node. Errors are the catalogue's keys.
 */
export const EmbedButton = ({
  editor,
  className,
  panel,
}: {
  editor: Editor;
  className: string;
  panel?: TPanelState;
}) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <ToolbarPopover
      label={t('editor.embed.action')}
      className={className}
      shortcut={SHORTCUTS.embed}
      panel={panel}
      icon={
        <>
          <rect x="2.5" y="4" width="15" height="12" rx="2" />
          <path d="M8.5 7.5v5l4-2.5z" fill="currentColor" stroke="none" />
        </>
      }
      onOpen={() => {
        setUrl('');
        setError(null);
      }}
    >
      {(close) => (
        <Form
          className="flex w-80 flex-col gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (pending) return;
            setPending(true);
            setError(null);
            try {
              const attrs = await embedOf(url.trim());
              editor.chain().focus().insertContent({ type: 'embed', attrs }).run();
              close();
            } catch (caught) {
              setError(caught instanceof ApiError ? caught.key : 'internal_error');
            } finally {
              setPending(false);
            }
          }}
        >
          <TextField value={url} onChange={setUrl} isInvalid={!!error} autoFocus className="flex flex-col gap-1">
            <Label className="text-xs font-semibold text-slate-700">{t('editor.embed.url')}</Label>
            <Input
              type="url"
              className="rounded-md border border-slate-300 px-2 py-1 text-sm data-[invalid]:border-red-600"
            />
            <span className="text-xs text-slate-500">{t('editor.embed.hint')}</span>
            {error && (
              <span role="alert" className="text-xs text-red-700">
                {t(`errors.${error}`)}
              </span>
            )}
          </TextField>
          <div className="flex justify-end">
            <Button
              type="submit"
              isPending={pending}
              className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800 data-[pending]:opacity-70"
            >
              {t('editor.embed.insert')}
            </Button>
          </div>
        </Form>
      )}
    </ToolbarPopover>
  );
};
