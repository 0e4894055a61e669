import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** A built web app in miniature: an asset with the `.br` and `.gz` siblings the build writes. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'malipo-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const js = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`;
  const html = `<!doctype html><html><head><title>Malipo</title></head><body>${'<p>Pay</p>'.repeat(200)}</body></html>`;
  for (const [file, text] of [
    ['assets/app-abc123.js', js],
    ['index.html', html],
  ] as const) {
    const full = path.join(dir, file);
    writeFileSync(full, text);
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${full}.gz`, gzipSync(text, { level: 9 }));
  }
  return dir;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fakeBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('compressed responses', () => {
  it('serves a built asset as its precompressed brotli file, which decodes to the asset', async () => {
    const res = await get('/assets/app-abc123.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // Byte for byte the file the build wrote: nothing was compressed for this request.
    expect(res.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      readFileSync(path.join(dist, 'assets/app-abc123.js'), 'utf8'),
    );
  });

  it('serves the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(readFileSync(path.join(dist, 'assets/app-abc123.js.gz')))).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(
      readFileSync(path.join(dist, 'assets/app-abc123.js'), 'utf8'),
    );
  });

  it('serves the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-abc123.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(readFileSync(path.join(dist, 'assets/app-abc123.js'), 'utf8'));
  });

  it('serves the app shell of a client route precompressed', async () => {
    const res = await get('/pay/abc123', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      readFileSync(path.join(dist, 'index.html'), 'utf8'),
    );
  });

  it('compresses JSON over 1 KB per request and leaves small bodies as they are', async () => {
    const big = await get('/v1/openapi.json', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1/);

    const gzipped = await get('/v1/openapi.json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(document);

    const small = await get('/healthz', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
