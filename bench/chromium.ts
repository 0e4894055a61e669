/**
 * Debian's Chromium as the browser tests and benchmarks drive it: where it is (`CHROME_PATH`, else
 * `/usr/bin/chromium`, from `apt-get install -y chromium`) and the flags this machine needs — no
 * sandbox (root), no GPU, and nothing that reaches for the network at start (the machine has none).
 * @module
 */

/** The Chromium executable. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launch flags for every headless run (playwright adds `--headless`; Lighthouse is told it). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
