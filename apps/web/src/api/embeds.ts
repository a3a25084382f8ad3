import type { TEmbedSettings, TOembed } from '@questline/domain/schemas/embeds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

/** An author's pasted provider URL, resolved by the server (GET /api/embeds/oembed). */
export const resolveEmbed = (url: string) => apiGet<TOembed>(`/api/embeds/oembed?${new URLSearchParams({ url })}`);

export const embedSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['embed-settings'],
    queryFn: () => apiGet<TEmbedSettings>('/api/embeds/settings'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Where WebGL builds play (PLAY_BASE_URL); undefined while loading. */
export const usePlayBaseUrl = () => useQuery(embedSettingsQueryOptions()).data?.playBaseUrl;
