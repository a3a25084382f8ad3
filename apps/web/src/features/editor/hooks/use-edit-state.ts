import type { TEditorType } from '@questline/domain/ids';
import { useQueryClient } from '@tanstack/react-query';
import { editItemQueryKey, type TEditState } from '../api/get-edit-item';

/**
 * The item being edited as the query cache holds it: `latest` reads the newest (a save may have replaced the state
 * this render got), `adopt` makes an answer (a save's, a publish's) the editor's state.
 */
export const useEditState = (type: TEditorType, id: string, state: TEditState) => {
  const queryClient = useQueryClient();
  const key = editItemQueryKey(type, id);
  return {
    latest: () => queryClient.getQueryData<TEditState>(key) ?? state,
    adopt: (next: TEditState) => void queryClient.setQueryData(key, next),
  };
};
