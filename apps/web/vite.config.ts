import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.QUESTLINE_API_URL ?? 'http://localhost:3001';

/** `npm run dev`: /reset-password is a page of the identity entry, as the server serves it in production. */
const identityPages = (): Plugin => ({
  name: 'questline-identity-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url?.split('?')[0] === '/reset-password') request.url = `/identity.html${request.url.slice(15)}`;
      next();
    });
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), identityPages()],
  build: {
    target: 'es2022',
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        identity: path.resolve(import.meta.dirname, 'identity.html'),
      },
      // The libraries every page runs in one chunk: fewer, larger files compress better than many small ones, which
      // keeps the home page's first-load JavaScript within its budget (DESIGN §8).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack)[\\/]/,
            },
            {
              // Small modules every page loads at start (domain rules the router and header use, the fetch client, the
              // guided tours' launcher):
              // one chunk instead of a dozen files of a few hundred bytes each, which gzip one by one poorly.
              name: 'app-core',
              test: /(packages[\\/]domain[\\/]src[\\/](constants|ids|roles|rules[\\/](urls|search-criteria|search-params|display|tours))|apps[\\/]web[\\/]src[\\/](lib[\\/](format|cookies)|api[\\/](client|session|featured-list)|ui[\\/](use-page-title|use-deferred-menu|tour[\\/](tour-launcher|dismissal))|features[\\/](learn[\\/](learn-search|live-calendar-search)|my-learning[\\/]my-learning-search|editor[\\/]lib[\\/]editor-search|pathways[\\/]api[\\/]get-pathways-landing)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
});
