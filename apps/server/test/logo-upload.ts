/**
 * Uploading a logo in tests (`POST /api/settings/logo`, multipart): a 1×1 PNG and the request that
 * sends any bytes under a declared file name and type, which the server must not trust.
 */
import type { TestApp } from './test-app';

/** The smallest PNG: one transparent pixel. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads `bytes` as the logo of the session `cookie`, declaring `filename` and `type`. */
export function uploadLogo(
  t: TestApp,
  cookie: string,
  bytes: Buffer,
  filename = 'logo.png',
  type = 'image/png',
) {
  const boundary = '----malipo-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/logo',
    headers: {
      cookie,
      'x-requested-with': 'malipo',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}
