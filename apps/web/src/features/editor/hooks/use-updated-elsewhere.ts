import type { TEditorType } from '@questline/domain/ids';
import { useEffect, useRef } from 'react';
import { editorWritesInFlight, onEditorWritesSettled } from '../api/editor-writes';
import { followItemChanges } from '../api/follow-item-changes';

/**
 * Tells the editor at once when the open item is saved elsewhere (another tab, another person, any server process),
 * so the force-reload dialog opens without waiting for a save of its own to answer 412 (DESIGN §4, §9). A revision
 * past the loaded one counts only once this tab's own writes have answered: the notification of this tab's save can
 * come before the save's answer, and the answer's revision is then the loaded one.
 */
export const useUpdatedElsewhere = (input: {
  type: TEditorType;
  itemId: string;
  /** The revision the forms were loaded from (the ETag of the last read or save this tab took). */
  loadedRevision: () => number;
  onUpdatedElsewhere: () => void;
}) => {
  const latest = useRef(input);
  latest.current = input;
  const { type, itemId } = input;

  useEffect(() => {
    // Browsers without server-sent events still learn of it from the 412 of their next save.
    if (typeof EventSource === 'undefined') return;
    let newest = 0;
    const check = () => {
      if (newest > latest.current.loadedRevision() && editorWritesInFlight() === 0) latest.current.onUpdatedElsewhere();
    };
    const stopFollowing = followItemChanges(
      { type, id: itemId, revision: latest.current.loadedRevision() },
      (revision) => {
        newest = Math.max(newest, revision);
        check();
      },
    );
    const stopWaiting = onEditorWritesSettled(check);
    return () => {
      stopFollowing();
      stopWaiting();
    };
  }, [type, itemId]);
};
