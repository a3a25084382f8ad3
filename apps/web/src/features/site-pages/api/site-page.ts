import type { TLocale } from '@questline/domain/constants';
import type { TRichText } from '@questline/domain/rules/rich-text';
import type { TSitePageKey } from '@questline/domain/rules/urls';
import type { TSitePage } from '@questline/domain/schemas/site-pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../api/client';
import { sitePageQueryOptions } from '../../../api/site-page';

/**
 * PUT /api/site/pages/{page}/{locale} (admins): the page as answered replaces the kept one of that locale, and the
 * page's other locales are read again (those falling back to English show a new English text).
 */
export const useSaveSitePage = (page: TSitePageKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { locale: TLocale; content: TRichText }) =>
      apiPut<TSitePage>(`/api/site/pages/${page}/${input.locale}`, { content: input.content }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['site', 'pages', page] });
      queryClient.setQueryData(sitePageQueryOptions(page, saved.locale).queryKey, saved);
    },
  });
};
