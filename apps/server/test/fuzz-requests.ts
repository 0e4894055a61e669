/**
 * Malformed requests derived from a route's zod schemas, for `write-route-fuzz.test.ts`. The body
 * schema is read as JSON Schema (`z.toJSONSchema`, input side), a plausible body is built from it,
 * and fast-check mutates that body: wrong types, missing required fields, huge strings, forbidden
 * characters, bad amounts, unknown and prototype-polluting keys, arrays for objects, deep nesting.
 * Transport-level junk (no body, non-JSON, other content types) and junk path params are added as
 * fixed cases. Every case is one the route must refuse; a mutation the schema happens to accept is
 * dropped, so "must refuse" is never a guess.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as `z.toJSONSchema` writes it (the parts used here). */
interface Json {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  minItems?: number;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  $ref?: string;
  $defs?: Record<string, Json>;
}

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

/** A leaf of the plausible body: its path and schema. */
interface Leaf {
  path: (string | number)[];
  schema: Json;
  required: boolean;
}

/** The JSON Schema of a zod schema's input, or null when the route has none. */
export function jsonSchemaOf(schema: unknown): Json | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
}

function deref(node: Json, root: Json): Json {
  if (node.$ref?.startsWith('#/$defs/')) return root.$defs?.[node.$ref.slice('#/$defs/'.length)] ?? {};
  return node;
}

/** A string matching `pattern`, when fast-check can build one (some patterns use lookaheads). */
function matching(pattern: string): string | null {
  try {
    const printable = fc.stringMatching(new RegExp(pattern)).filter((s) => /^[\x20-\x7e]*$/.test(s));
    return fc.sample(printable, { seed: 1, numRuns: 1 })[0] ?? null;
  } catch {
    return null;
  }
}

/** A plausible (not necessarily valid) value for `node`, with every property present. */
export function plausible(node0: Json, root: Json, key = ''): unknown {
  const node = deref(node0, root);
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  const options = node.anyOf ?? node.oneOf;
  if (options?.[0]) return plausible(options[0], root, key);
  switch (node.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([name, child]) => [name, plausible(child, root, name)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, node.minItems ?? 0) }, () =>
        plausible(node.items ?? {}, root, key),
      );
    case 'string': {
      if (node.format === 'date-time') return '2099-01-01T00:00:00.000Z';
      if (/email/i.test(key)) return 'payer@example.com';
      if (/url/i.test(key)) return 'https://example.com/thanks';
      if (node.pattern) return matching(node.pattern) ?? 'x';
      return 'Plausible text'.slice(0, node.maxLength ?? 100).padEnd(node.minLength ?? 1, 'x');
    }
    case 'integer':
    case 'number':
      return Math.min(1_000, node.maximum ?? 1_000);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** The leaves of `value` as built by {@link plausible} from `node`. */
function leavesOf(
  node0: Json,
  root: Json,
  path: (string | number)[],
  required: boolean,
  out: Leaf[],
): Leaf[] {
  const node = deref(node0, root);
  const options = node.anyOf ?? node.oneOf;
  if (!('const' in node) && !node.enum && options?.[0])
    return leavesOf(options[0], root, path, required, out);
  if (node.type === 'object' && !('const' in node)) {
    if (path.length > 0) out.push({ path, schema: node, required });
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      leavesOf(child, root, [...path, name], node.required?.includes(name) ?? false, out);
    }
  } else if (node.type === 'array') {
    out.push({ path, schema: node, required });
    leavesOf(node.items ?? {}, root, [...path, 0], true, out);
  } else {
    out.push({ path, schema: node, required });
  }
  return out;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** `body` with the value at `path` replaced (`undefined`: deleted). */
function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(body) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** Text no request may carry: NUL, other C0/C1 controls, DEL, lone surrogates. */
const forbiddenText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0085', '\ud800', '\udfff'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);

/** Amounts that are never a valid integer amount. */
const badAmounts = fc.constantFrom<unknown>(
  -1,
  0,
  -0,
  0.5,
  1.000001,
  2 ** 53 + 2,
  1e21,
  Number.MAX_VALUE,
  'NaN',
  'Infinity',
  '1000',
  '',
  null,
  true,
  [1000],
  { amount: 1000 },
);

/** A value of another JSON type than `type`. */
function otherType(type: string | undefined): fc.Arbitrary<unknown> {
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.string({ maxLength: 20 })],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })],
  ];
  const wanted = type === 'integer' ? 'number' : type;
  return fc.oneof(...all.filter(([name]) => name !== wanted).map(([, arb]) => arb));
}

/** JSON with `depth` nested arrays or objects, under the 64 KB body limit. */
function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const MB = 1024 * 1024;

/** Whether `payload` (JSON) holds text the edge refuses, wherever it is. */
function holdsForbiddenText(value: unknown): boolean {
  return /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF]/u.test(
    JSON.stringify(value) === undefined ? '' : rawStrings(value),
  );
}

function rawStrings(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(rawStrings).join('');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => k + rawStrings(v))
      .join('');
  }
  return '';
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
  const bodySchema = route.body instanceof z.ZodType ? route.body : null;
  const json = jsonSchemaOf(bodySchema);
  const base = json ? plausible(json, json) : undefined;
  const refused = (body: unknown) =>
    !bodySchema || !bodySchema.safeParse(body).success || holdsForbiddenText(body);
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
  if (!bodySchema || !json) return cases;

  // Bodies the schema refuses, in every form a client could send them.
  send('empty object', {});
  send('array for the body', [base]);
  send('null body', null);
  send('string body', 'body');
  cases.push({ kind: 'no body', url });
  cases.push({ kind: 'empty JSON body', url, payload: '', contentType: 'application/json' });
  const firstRequired = deref(json, json).required?.[0];
  const missing = firstRequired ? withValue(base, [firstRequired], undefined) : {};
  const invalid = refused(missing) ? missing : 'not an object';
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

  // fast-check mutations of the plausible body, one leaf at a time.
  const leaves = leavesOf(json, json, [], true, []);
  const strings = leaves.filter((leaf) => leaf.schema.type === 'string');
  const numbers = leaves.filter((leaf) => leaf.schema.type === 'integer' || leaf.schema.type === 'number');
  const objects = leaves.filter((leaf) => leaf.schema.type === 'object');
  const required = leaves.filter((leaf) => leaf.required);
  const key = (leaf: Leaf) => leaf.path.join('.');
  type Mutation = { kind: string; body: unknown; badTextField?: string };
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...leaves).chain((leaf) =>
      otherType(leaf.schema.type).map((v) => ({
        kind: `wrong type at ${key(leaf)}`,
        body: withValue(base, leaf.path, v),
      })),
    ),
    fc
      .dictionary(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.constantFrom('__proto__', 'constructor', 'prototype'),
        ),
        fc.jsonValue({ maxDepth: 3 }),
        { minKeys: 1, maxKeys: 4 },
      )
      .map((extra) => ({ kind: 'unknown extra fields on an empty body', body: extra })),
  ];
  if (required.length > 0) {
    mutations.push(
      fc.constantFrom(...required).map((leaf) => ({
        kind: `missing ${key(leaf)}`,
        body: withValue(base, leaf.path, undefined),
      })),
    );
  }
  if (strings.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...strings), forbiddenText).map(([leaf, text]) => ({
        kind: `forbidden text at ${key(leaf)}`,
        body: withValue(base, leaf.path, text),
        badTextField: key(leaf),
      })),
      fc
        .tuple(fc.constantFrom(...strings), fc.constantFrom(MB, 60_000, 5_001, 2_001, 257))
        .map(([leaf, n]) => ({
          kind: `${n}-character string at ${key(leaf)}`,
          body: withValue(base, leaf.path, 'é'.repeat(n)),
        })),
      fc
        .tuple(
          fc.constantFrom(...strings),
          fc.constantFrom('', ' ', '\t\n', '0', '-1', '😀', 'null', '<script>'),
        )
        .map(([leaf, text]) => ({
          kind: `odd string ${JSON.stringify(text)} at ${key(leaf)}`,
          body: withValue(base, leaf.path, text),
        })),
    );
  }
  if (numbers.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...numbers), badAmounts).map(([leaf, value]) => ({
        kind: `amount ${JSON.stringify(value)} at ${key(leaf)}`,
        body: withValue(base, leaf.path, value),
      })),
    );
  }
  if (objects.length > 0) {
    mutations.push(
      fc.constantFrom(...objects).map((leaf) => ({
        kind: `array for the object ${key(leaf)}`,
        body: withValue(base, leaf.path, [withValue(base, leaf.path, undefined)]),
      })),
    );
  }
  mutations.push(
    fc.tuple(fc.constantFrom(...leaves), fc.integer({ min: 50, max: 400 })).map(([leaf, depth]) => ({
      kind: `junk ${depth} deep at ${key(leaf)}`,
      body: withValue(base, leaf.path, JSON.parse(deeplyNested(depth, 'object'))),
    })),
  );
  for (const mutation of fc.sample(fc.oneof(...mutations), { seed, numRuns: runs })) {
    // The edge must refuse it: drop a mutation the schema happens to accept.
    if (!refused(mutation.body)) continue;
    send(mutation.kind, mutation.body, mutation.badTextField ? { badTextField: mutation.badTextField } : {});
  }
  return cases;
}
