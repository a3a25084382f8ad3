/** Debian's Chromium, which the browser journeys and the page benchmark drive (scripts/ensure-chromium.mjs installs it). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
