import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { SITE_PAGE_PATHS } from '../../packages/domain/src/rules/urls';

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

/**
 * The app (src/main.tsx) is imported by the entry (src/boot.ts) only after the first paint: its chunk and every chunk
 * it imports are preloaded from the page's head, so that they download while the page paints instead of after.
 */
const preloadApp = (): Plugin => ({
  name: 'questline-preload-app',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, filename }) {
      if (!bundle || !filename.endsWith('index.html')) return [];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
      if (!app) throw new Error('the build has no chunk for src/main.tsx');
      const files = new Set<string>();
      const add = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) add(imported);
      };
      add(app.fileName);
      return [...files]
        .filter((file) => !html.includes(`"/${file}"`))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
    },
  },
});

/** The catalogue keys of the texts a page's head carries before the app runs: its title and the site's description. */
const HEAD_KEYS = {
  name: 'app.name',
  description: 'home.heroTitle',
  notFound: 'notFound.title',
  titles: {
    '/pathways': 'pathways.title',
    '/live-calendar': 'live.calendar.title',
    '/search': 'search.page.title',
    '/tutorials': 'listing.tutorial',
    '/projects': 'listing.project',
    '/courses': 'listing.course',
    '/missions': 'listing.mission',
    '/groups': 'groups.title',
    '/premium': 'premiumPage.title',
    '/educators': 'portalPages.educators.title',
    '/faq': 'portalPages.faq.title',
    ...Object.fromEntries(
      Object.entries(SITE_PAGE_PATHS).map(([page, pagePath]) => [pagePath, `sitePages.${page}.title`]),
    ),
  },
} as const;

/**
 * `head-texts.json` in the build: per locale, the texts above from the common and learner pages' catalogues (English
 * where a locale lacks one). The server writes them into each page's head (modules/seo), so a crawler or a link preview
 * reads the page's title and description in the page's language without running the app.
 */
const headTexts = (): Plugin => ({
  name: 'questline-head-texts',
  apply: 'build',
  generateBundle() {
    const dir = path.resolve(import.meta.dirname, 'locales');
    const catalogueOf = (locale: string) =>
      ['', 'pages/'].map((folder) => JSON.parse(fs.readFileSync(path.join(dir, `${folder}${locale}.json`), 'utf8')));
    const lookUp = (catalogues: unknown[], key: string) =>
      catalogues
        .map((catalogue) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue),
        )
        .find((text): text is string => typeof text === 'string');
    const english = catalogueOf('en_US');
    const locales = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -5));
    const texts = Object.fromEntries(
      locales.map((locale) => {
        const catalogues = [...catalogueOf(locale), ...english];
        const text = (key: string) => lookUp(catalogues, key) ?? key;
        const titles = Object.entries(HEAD_KEYS.titles).map(([page, key]) => [page, text(key)]);
        return [
          locale,
          {
            name: text(HEAD_KEYS.name),
            description: text(HEAD_KEYS.description),
            notFound: text(HEAD_KEYS.notFound),
            titles: Object.fromEntries(titles),
          },
        ];
      }),
    );
    this.emitFile({ type: 'asset', fileName: 'head-texts.json', source: JSON.stringify(texts) });
  },
});

/**
 * On the server, each dynamic import of the route tree (`router.tsx`) goes through `routeModule` (lib/render-request.ts),
 * which notes the module for the render under way: the server then names its chunks in the page's head (lib/web-app.ts,
 * from the browser build's manifest).
 */
const noteRouteModules = (): Plugin => ({
  name: 'questline-note-route-modules',
  transform(code, id) {
    if (!id.endsWith('/src/router.tsx')) return null;
    const wrapped = code.replace(
      /\bimport\((['"])\.\/([^'"]+)\1\)/g,
      (_call, quote: string, specifier: string) =>
        `routeModule(${JSON.stringify(`src/${specifier}`)}, () => import(${quote}./${specifier}${quote}))`,
    );
    // Appended (an import is hoisted wherever it stands), so that every line keeps its number.
    return { code: `${wrapped}\nimport { routeModule } from './lib/render-request';\n`, map: null };
  },
});

/**
 * The server's renderer (`vite build --ssr src/entry-server.tsx`, into dist-ssr): one module with every package in it,
 * so the server's image runs it without the web app's packages.
 */
const ssrBuild: UserConfig = {
  plugins: [react(), noteRouteModules()],
  ssr: { noExternal: true },
  // React's production build: the bundle has its packages in it, so nothing reads NODE_ENV when it runs.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        plugins: [react(), tailwindcss(), identityPages(), headTexts(), preloadApp()],
        build: {
          target: 'es2022',
          // Which chunks hold each source module: the server names a route's chunks in the page's head.
          manifest: true,
          modulePreload: {
            // Every browser the app supports preloads modules itself: no polyfill in the first load.
            polyfill: false,
            // The app's chunks are preloaded by the page's head (preloadApp): the entry's import of it lists none again.
            resolveDependencies: (file, dependencies, { hostType }) =>
              hostType === 'js' && /(^|\/)main-[\w-]+\.js$/.test(file) ? [] : dependencies,
          },
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
                  // What loads the app's chunks with their preloads (a dynamic import's helper): on its own, so that the
                  // entry (src/boot.ts) imports nothing else before the first paint.
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
                  {
                    name: 'vendor',
                    test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack)[\\/]/,
                  },
                  {
                    // Small modules every page loads at start (domain rules the router and header use, the fetch client, the
                    // guided tours' launcher, the header's menus' triggers, the listings' search reader, the live-session times
                    // home shows):
                    // one chunk instead of a dozen files of a few hundred bytes each, which gzip one by one poorly.
                    name: 'app-core',
                    test: /(packages[\\/]domain[\\/]src[\\/](constants|ids|roles|rules[\\/](urls|search-criteria|search-params|display|tours|time-zones))|apps[\\/]web[\\/]src[\\/](lib[\\/](format|cookies|render-request|live-time|use-login)|app[\\/](ssr-state|nav-links|avatar-menu-trigger|app-switcher-trigger|portals-menu-props|portals-menu)|api[\\/](client|session|featured-list|site-settings|external-apps)|ui[\\/](use-page-title|use-deferred-menu|use-hydrated|live-when|logo|tour[\\/](tour-launcher|dismissal))|features[\\/](learn[\\/](learn-search|live-calendar-search)|search[\\/]search-page-search|my-learning[\\/]my-learning-search|editor[\\/]lib[\\/]editor-search|pathways[\\/]api[\\/]get-pathways-landing)))\.tsx?$/,
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
      },
);
