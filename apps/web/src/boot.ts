/**
 * The page's entry: the stylesheet, then the app (main.tsx) once the browser has shown what the server sent. Run at
 * once, the app's scripts would be evaluated before the first paint, which would then wait on a slow link for all of
 * them to arrive; the page's head preloads them (vite.config.ts), so they download meanwhile.
 */
import './styles.css';

/** Longer than a first paint takes, in case a browser never reports it. */
const PAINT_WAIT_MS = 1000;

const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const rendered = document.getElementById('root')?.hasChildNodes() === true;
    // Nothing to show before the app runs (a page rendered in the browser), or nothing shown at all (a hidden tab).
    if (
      !rendered ||
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    )
      return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, PAINT_WAIT_MS);
  });

await afterFirstPaint();
await import('./main');
