import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';

type TLoadMoreState<T> = { pages: T[]; loading: boolean; errorKey: string | null };

/**
 * A load-more popup's pages (§4.7): it starts at page −1 and each load asks for page + 1 (and is given the last answer,
 * for lists paged by a cursor), appending the answer. `key`
 * names what the popup lists (tab and type), null while it is closed; closing it or changing the key drops what was
 * loaded, and an answer that arrives after that is ignored. The first page loads as soon as the key is set.
 */
export const useLoadMore = <T>(key: string | null, fetchPage: (page: number, last: T | undefined) => Promise<T>) => {
  const [state, setState] = useState<TLoadMoreState<T>>({ pages: [], loading: false, errorKey: null });
  /** Bumped on every key change: an answer of an older generation is stale. */
  const generation = useRef(0);
  const page = useRef(-1);
  /** The last answer loaded: cursor-paged lists (submissions, by `before`) ask for what follows it. */
  const last = useRef<T | undefined>(undefined);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(() => {
    const asked = generation.current;
    const next = page.current + 1;
    setState((previous) => ({ ...previous, loading: true, errorKey: null }));
    fetchRef.current(next, last.current).then(
      (answer) => {
        if (asked !== generation.current) return;
        page.current = next;
        last.current = answer;
        setState((previous) => ({ pages: [...previous.pages, answer], loading: false, errorKey: null }));
      },
      (error: unknown) => {
        if (asked !== generation.current) return;
        const errorKey = error instanceof ApiError ? error.key : 'internal_error';
        setState((previous) => ({ ...previous, loading: false, errorKey }));
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    page.current = -1;
    last.current = undefined;
    setState({ pages: [], loading: false, errorKey: null });
    if (key !== null) load();
    return () => {
      generation.current += 1;
    };
  }, [key, load]);

  return { ...state, page: state.pages.length - 1, loadMore: load };
};
