import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one server (built web app, in-memory database) for the run, a fresh Chromium
 * context per test. Files run one after another: the machine has two cores.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // `expect.poll` waits as long as a locator's `waitFor` would need on a busy two-core machine
    // (vitest's default is 1 s: too short for a list fetched after a click, or ten recovery codes
    // hashed with Argon2id before they are shown).
    expect: { poll: { timeout: 10_000 } },
  },
});
