/** Debian's Chromium, which the page benchmark drives in new headless mode (scripts/ensure-chromium.mjs installs it). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's old headless shell (package chromium-headless-shell), which the browser journeys drive: the same Blink
 * without the full browser around it, at about two thirds of its CPU time on this suite.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Headless, with the flags this machine's closed network needs (no background connections, no QUIC, no sync). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
