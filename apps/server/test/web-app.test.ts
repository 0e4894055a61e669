/**
 * Which page shell a path gets (plugins/web-app.ts): payer pages the payer build's shell, every other
 * page the web app's, and missing build files a JSON 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'malipo-dist-'));
  mkdirSync(path.join(dist, 'payer'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>web app shell</title>');
  writeFileSync(path.join(dist, 'payer/index.html'), '<!doctype html><title>payer shell</title>');
  mkdirSync(path.join(dist, 'payer/assets'));
  writeFileSync(path.join(dist, 'payer/assets/pay-abc.js'), 'export {};');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const shellOf = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('page shells', () => {
  it.each([
    '/pay/abc123',
    '/donate/demo-donate',
    '/subscribe/demo-subscribe',
    '/subscriptions/tok.sig',
    '/catalogue/demo-catalogue',
    '/catalogue/demo-catalogue/checkout?x=1',
    '/receipts/rcpt_1',
  ])('%s gets the payer shell', async (url) => {
    expect(await shellOf(url)).toContain('payer shell');
  });

  it.each(['/', '/login', '/dashboard/history', '/pay', '/pricing'])(
    '%s gets the web app shell',
    async (url) => {
      expect(await shellOf(url)).toContain('web app shell');
    },
  );

  it('a hashed asset goes without the document-only security headers a page carries', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/payer/assets/pay-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/pay/abc123' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('a missing payer build file is a JSON 404, never a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payer/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
