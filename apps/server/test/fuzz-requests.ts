/**
 * Malformed requests for `write-route-fuzz.test.ts`: fixed cases — transport-level junk (no body,
 * non-JSON, other content types), junk path params and query strings, junk for routes that read
 * their own body (uploads, payer forms), bodies of the wrong shape — then the fast-check mutations
 * of a plausible body (`fuzz-plausible-body.ts`) from `fuzz-body-mutations.ts`. Every case is one
 * the route must refuse.
 */
import { bodyMutations, deeplyNested, MB } from './fuzz-body-mutations';
import { bodyModel, requiredFields, withValue } from './fuzz-plausible-body';

/** One request to send: the payload as bytes on the wire, and what the answer must be. */
export interface FuzzCase {
  /** What was mutated, for the failure report. */
  kind: string;
  /** The path with params filled in (and a query string for the query cases). */
  url: string;
  /** The raw payload, or none. */
  payload?: string | Buffer;
  contentType?: string;
  /**
   * The dotted field (`payer.name`, `id`, or a query key) holding a NUL, control character or lone
   * surrogate: the answer must be 400 `validation_failed` with the text message under it.
   */
  badTextField?: string;
}

/** What a route takes, as captured from its options. */
export interface FuzzTarget {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
  /**
   * How a route without a body schema reads its body itself: `multipart` (an upload), `form` (a
   * payer page's form posted without JavaScript); junk of that kind is sent too.
   */
  reads?: 'multipart' | 'form' | undefined;
}

/** A multipart body of `parts` (`name`, optional `filename` and content type, content). */
function multipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; content: string | Buffer }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** An 8-byte PNG signature and an IHDR chunk header, then junk: a file that only looks like an image. */
const FAKE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.from('\u0000\u00ff'.repeat(200)),
]);

/** Junk a body-reading route must refuse. */
function ownBodyCases(route: FuzzTarget, url: string): FuzzCase[] {
  const boundary = '----malipofuzzupload';
  const type = `multipart/form-data; boundary=${boundary}`;
  if (route.reads === 'multipart') {
    return [
      ['text file', [{ name: 'file', filename: 'logo.png', type: 'image/png', content: 'not an image' }]],
      ['fake PNG', [{ name: 'file', filename: 'logo.png', type: 'image/png', content: FAKE_PNG }]],
      ['empty file', [{ name: 'file', filename: 'logo.png', type: 'image/png', content: '' }]],
      ['field, no file', [{ name: 'note', content: 'hello' }]],
      [
        'two files',
        [
          { name: 'a', filename: 'a.png', content: 'x' },
          { name: 'b', filename: 'b.png', content: 'y' },
        ],
      ],
      ['NUL in file name', [{ name: 'file', filename: 'lo\u0000go.png', content: FAKE_PNG }]],
      [
        '3 MB file',
        [{ name: 'file', filename: 'big.png', type: 'image/png', content: Buffer.alloc(3 * 1024 * 1024, 1) }],
      ],
    ]
      .map(([kind, parts]) => ({
        kind: `multipart ${kind as string}`,
        url,
        payload: multipart(boundary, parts as never),
        contentType: type,
      }))
      .concat([
        {
          kind: 'multipart without its closing boundary',
          url,
          payload: multipart(boundary, [{ name: 'file', filename: 'logo.png', content: FAKE_PNG }], false),
          contentType: type,
        },
        {
          kind: 'multipart of another boundary',
          url,
          payload: multipart('other', [{ name: 'file', content: 'x' }]),
          contentType: type,
        },
      ]);
  }
  if (route.reads === 'form') {
    const form = 'application/x-www-form-urlencoded';
    return [
      {
        kind: 'form NUL in a name',
        url,
        payload: 'name=Pay%00er&email=a%40example.com&method=card',
        contentType: form,
        badTextField: 'name',
      },
      {
        kind: 'form lone surrogate',
        url,
        payload: `email=${encodeURIComponent('x')}%ED%A0%80`,
        contentType: form,
      },
      {
        kind: 'form OTP for a NUL payment',
        url,
        payload: 'intent=otp&paymentId=%00&code=123456',
        contentType: form,
        badTextField: 'paymentId',
      },
      { kind: 'form over 64 KB', url, payload: `name=${'x'.repeat(70_000)}`, contentType: form },
    ];
  }
  return [];
}

/**
 * The requests for `route`: fixed transport and path cases, then `runs` fast-check mutations of
 * a plausible body (seeded with `seed`), each one the route must refuse.
 */
export function fuzzCases(route: FuzzTarget, seed: number, runs: number): FuzzCase[] {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const urlWith = (value: string) => route.url.replace(/:(\w+)/g, () => value);
  // A well-formed id nothing has: the path is then never what decides a refusal.
  const url = urlWith('zz_00000000000000000000000000');
  const model = bodyModel(route.body);
  const base = model?.base;
  const cases: FuzzCase[] = [];
  const send = (kind: string, body: unknown, extra: Partial<FuzzCase> = {}) => {
    const payload = JSON.stringify(body);
    if (payload === undefined) return;
    cases.push({ kind, url, payload, contentType: 'application/json', ...extra });
  };

  // Transport: bytes that are not a JSON body, refused whether or not the route reads one.
  for (const [kind, payload] of [
    ['truncated JSON', '{"a":'],
    ['single-quoted JSON', "{'a':1}"],
    ['bare NaN', 'NaN'],
    ['NUL byte', '\u0000'],
    ['trailing garbage', '{}x'],
    ['prototype pollution', '{"__proto__":{"admin":true}}'],
    ['constructor pollution', '{"constructor":{"prototype":{"admin":true}}}'],
    ['1 MB JSON string', JSON.stringify('x'.repeat(MB))],
    ['nested arrays 30000 deep', deeplyNested(30_000, 'array')],
    ['nested objects 10000 deep', deeplyNested(10_000, 'object')],
  ] as const) {
    cases.push({ kind, url, payload, contentType: 'application/json' });
  }
  // Junk path params, with the plausible body so that only the path is wrong.
  for (const [kind, value, bad] of [
    ['param NUL', '%00', true],
    ['param escape character', 'a%1Bb', true],
    ['param lone surrogate (CESU)', '%ED%A0%80', false],
    ['param invalid percent', '%E0%A4%A', false],
    ['param too long', 'p'.repeat(300), false],
    ['param traversal', '..%2F..%2Fetc%2Fpasswd', false],
    ['param quote', "x'%20OR%201%3D1--", false],
    ['param negative', '-1', false],
    ['param huge number', '99999999999999999999999', false],
    ['param emoji', '%F0%9F%98%80', false],
  ] as const) {
    if (paramNames.length === 0) break;
    cases.push({
      kind,
      url: urlWith(value),
      ...(base === undefined ? {} : { payload: JSON.stringify(base), contentType: 'application/json' }),
      ...(bad ? { badTextField: paramNames[0] } : {}),
    });
  }
  // A query string the route does not take, with a NUL: refused wherever it is.
  cases.push({ kind: 'query NUL', url: `${url}?note=a%00b`, badTextField: 'note' });

  cases.push(...ownBodyCases(route, url));
  if (!model) return cases;

  // Bodies the schema refuses, in every form a client could send them.
  send('empty object', {});
  send('array for the body', [base]);
  send('null body', null);
  send('string body', 'body');
  cases.push({ kind: 'no body', url });
  cases.push({ kind: 'empty JSON body', url, payload: '', contentType: 'application/json' });
  const firstRequired = requiredFields(model)[0];
  const missing = firstRequired ? withValue(base, [firstRequired], undefined) : {};
  const invalid = model.refused(missing) ? missing : 'not an object';
  cases.push({ kind: 'text/plain', url, payload: JSON.stringify(invalid), contentType: 'text/plain' });
  cases.push({
    kind: 'form-encoded',
    url,
    payload: new URLSearchParams({ junk: 'x', nested: '[object Object]' }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  const boundary = '----malipofuzz';
  cases.push({
    kind: 'multipart',
    url,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="junk"\r\n\r\nx\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  });
  cases.push({ kind: 'multipart without boundary', url, payload: 'x', contentType: 'multipart/form-data' });
  cases.push({
    kind: 'JSON with a charset of junk',
    url,
    payload: '{}',
    contentType: 'application/json; charset=junk',
  });

  for (const mutation of bodyMutations(model, seed, runs)) {
    send(mutation.kind, mutation.body, mutation.badTextField ? { badTextField: mutation.badTextField } : {});
  }
  return cases;
}
