import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delay` milliseconds: a search follows the typing when it pauses, not on
 * every key. The first render answers `initial`, the value itself unless told otherwise.
 */
export const useDebounced = <T>(value: T, delay: number, initial: T = value): T => {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};
