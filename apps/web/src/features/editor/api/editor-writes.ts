import { apiCall, type TCallOptions } from '../../../api/client';

/** Editor writes (saves, publishes) under way in this tab: while any runs, a new revision may be this tab's own. */
let writesInFlight = 0;
const settledListeners = new Set<() => void>();

export const editorWritesInFlight = () => writesInFlight;

/**
 * Calls `listener` once no editor write is under way any more, after the callers have taken the answers (a macrotask
 * later: their continuations, which adopt the new ETag, run first). Returns the unsubscribe.
 */
export const onEditorWritesSettled = (listener: () => void) => {
  settledListeners.add(listener);
  return () => {
    settledListeners.delete(listener);
  };
};

const writeSettled = () => {
  writesInFlight -= 1;
  if (writesInFlight > 0) return;
  setTimeout(() => {
    if (writesInFlight > 0) return;
    for (const listener of [...settledListeners]) listener();
  }, 0);
};

/**
 * One editor write (a save, a publish, a validation) through the fetch client, If-Match and the answer's ETag
 * included, counted while it runs (hooks/use-updated-elsewhere.ts). Reads call the client directly.
 */
export const editorWrite = async <T>(method: 'POST' | 'PUT', path: string, options: TCallOptions) => {
  writesInFlight += 1;
  try {
    return await apiCall<T>(method, path, options);
  } finally {
    writeSettled();
  }
};
