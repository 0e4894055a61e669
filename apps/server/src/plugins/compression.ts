/**
 * Compression of every text response (docs/architecture.md#web-app): brotli or gzip as the client's
 * `Accept-Encoding` allows, with `Vary: Accept-Encoding`. Dynamic responses (JSON, HTML, CSV) of
 * at least {@link COMPRESS_THRESHOLD_BYTES} are compressed per request at a fast brotli quality;
 * the built web app's files are compressed once at build time (`vite-plugin-compression2` writes
 * `.br` and `.gz` beside each asset) and served as they are by `@fastify/static`'s
 * `preCompressed`, so no asset is compressed per request. Responses that already carry a
 * `Content-Encoding` (those precompressed files) are left alone.
 * @module
 */
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this (bytes) go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli quality for per-request compression: close to gzip's speed, smaller output. */
const DYNAMIC_BROTLI_QUALITY = 4;

/** Registers response compression on `app`; call before the routes are registered. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}
