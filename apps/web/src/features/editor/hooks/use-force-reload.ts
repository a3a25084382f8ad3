import type { TEditorType } from '@questline/domain/ids';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useToast } from '../../../ui/toast';
import { revisionOfEtag } from '../api/follow-item-changes';
import { editItemQueryOptions, type TEditState } from '../api/get-edit-item';
import { useUpdatedElsewhere } from './use-updated-elsewhere';

/**
 * A save of this item made elsewhere (DESIGN §9), or a 412 answer: the force-reload dialog opens (`conflict`), and its
 * reload reads the item again, after which the forms start over from it (`loadVersion` keys them).
 */
export const useForceReload = (input: {
  type: TEditorType;
  id: string;
  state: TEditState;
  latest: () => TEditState;
}) => {
  const { type, id, state } = input;
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [loadVersion, setLoadVersion] = useState(0);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  // Another save of this item, wherever it was made, opens the force-reload dialog at once.
  useUpdatedElsewhere({
    type,
    itemId: state.item.id,
    loadedRevision: () => revisionOfEtag(input.latest().etag),
    onUpdatedElsewhere: () => setConflict(true),
  });

  const startOver = () => {
    setLoadVersion((version) => version + 1);
    setConflict(false);
    setReloading(false);
  };

  // The forms start over from the reloaded item once it has reached the editor, not before.
  const awaitingReload = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when a new item (state) arrives.
  useEffect(() => {
    if (!awaitingReload.current) return;
    awaitingReload.current = false;
    startOver();
  }, [state]);

  const reload = async () => {
    setReloading(true);
    try {
      const before = input.latest();
      awaitingReload.current = true;
      const fresh = await queryClient.fetchQuery({ ...editItemQueryOptions(type, id), staleTime: 0 });
      // Nothing changed after all (the cache kept the same object): start over from it now.
      if (fresh === before) {
        awaitingReload.current = false;
        startOver();
      }
    } catch (error) {
      awaitingReload.current = false;
      setReloading(false);
      toast(t(`errors.${error instanceof ApiError ? error.key : 'internal_error'}`), { tone: 'error' });
    }
  };

  return { loadVersion, conflict, reloading, showConflict: () => setConflict(true), reload };
};
