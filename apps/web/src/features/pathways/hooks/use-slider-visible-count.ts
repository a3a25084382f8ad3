import { LAYOUT } from '@questline/domain/constants';
import { sliderVisibleCount } from '@questline/domain/rules/ui';
import { useEffect, useState } from 'react';

/**
 * How many slider cards fit the window (§2.8): recomputed after the window stops resizing for the slider's debounce
 * (100 ms, §9), so a drag of the window edge computes once rather than on every frame.
 */
export const useSliderVisibleCount = () => {
  const [count, setCount] = useState(() => sliderVisibleCount(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setCount(sliderVisibleCount(window.innerWidth)), LAYOUT.sliderDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return count;
};
