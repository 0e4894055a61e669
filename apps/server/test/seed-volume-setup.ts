/**
 * Shared setup of the volume generator's tests (`seed-volume.test.ts`, `seed-volume-views.test.ts`):
 * a test app with a small run of the generator (docs/testing.md#volume-data) into two new merchants.
 */
import { expect } from 'vitest';
import { seedDemo } from '../src/modules/seed/seed-demo';
import { generateVolume, type VolumeSummary } from '../src/modules/seed/volume-generate';
import { VOLUME_PASSWORD } from '../src/modules/seed/volume-merchants';
import { resolveVolumeTargets, type VolumeTargets } from '../src/modules/seed/volume-targets';
import { createTestApp, type TestApp } from './test-app';

/** Payments of the first run. */
export const PAYMENTS = 2_000;
/** Days the run spreads its payments over, ending now. */
export const DAYS = 395;

/** The app, the clock's time at the run, the merchants and recipients it wrote to, and its summary. */
export interface SeededVolume {
  t: TestApp;
  now: Date;
  targets: VolumeTargets;
  summary: VolumeSummary;
}

/** A new test app with {@link PAYMENTS} payments over {@link DAYS} days into two new merchants. */
export async function seedVolumeApp(): Promise<SeededVolume> {
  const t = await createTestApp();
  const now = t.clock.now();
  const targets = await resolveVolumeTargets(t.db, {
    merchants: 2,
    now,
    seedDemo: () => seedDemo({ db: t.db, clock: t.clock, auth: t.auth }),
  });
  // Batches of 800 rows: three batches, the last one short.
  const summary = await generateVolume(t.db, {
    payments: PAYMENTS,
    days: DAYS,
    now,
    merchants: targets.merchants,
    standardSources: true,
    recipients: targets.recipients,
    batchSize: 800,
  });
  return { t, now, targets, summary };
}

/** Signs in as a volume merchant (`VOLUME_PASSWORD`) and returns the session's cookie header. */
export async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', { body: { email, password: VOLUME_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
