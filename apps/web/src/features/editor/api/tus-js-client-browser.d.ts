/**
 * tus-js-client's browser build, imported by its path: Vite picks it through the package's `browser` field, but
 * Node-run tests would get the Node build (Node's http, not XMLHttpRequest). Same API, same types.
 */
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
