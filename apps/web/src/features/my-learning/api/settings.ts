import type {
  TSavedTagsWrite,
  TSettings,
  TSettingsWrite,
  ZSavedTagsSaved,
  ZSettingsSaved,
} from '@questline/domain/schemas/profile';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../../api/client';
import { meQueryOptions } from '../../../api/session';

type TSettingsSaved = z.infer<typeof ZSettingsSaved>;
type TSavedTagsSaved = z.infer<typeof ZSavedTagsSaved>;

const SETTINGS_PATH = '/api/users/me/settings';

/** GET /api/users/me/settings: the signed-in user's settings, the tags to choose from and the recommended ones. */
export const fetchSettings = () => apiGet<TSettings>(SETTINGS_PATH);

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me', 'settings'], queryFn: fetchSettings, staleTime: 0 });

/** POST /api/users/me/settings: the whole form; answers the saved settings (400 with field errors otherwise). */
export const saveSettings = (body: TSettingsWrite) => apiPost<TSettingsSaved>(SETTINGS_PATH, body);

/**
 * The save, written into the settings query; the `me` query is refetched so the header shows the new display name and
 * profile address.
 */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, saved.settings);
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
};

/**
 * POST /api/users/me/savedTags (§2.14 saved-tags dialog): the saved topics and industries alone; the answer's settings
 * are written into the settings query, so the settings form opens with them.
 */
export const useSaveSavedTags = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSavedTagsWrite) => apiPost<TSavedTagsSaved>('/api/users/me/savedTags', body),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryOptions().queryKey, saved.settings),
  });
};
