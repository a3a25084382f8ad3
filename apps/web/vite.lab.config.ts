import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * The lab frame (decision 0073): the page the play origin serves at `{playBaseUrl}/lab/`, built on its own into
 * dist-lab so the web app's server never serves it from the platform's origin. Paths are relative: the play origin
 * may sit under a path (`/play/lab/`) or at a host's root (`/lab/`).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'lab'),
  base: './',
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist-lab'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
