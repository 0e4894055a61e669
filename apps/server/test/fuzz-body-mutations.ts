/**
 * Body mutations for `fuzz-requests.ts`: fast-check mutations of a route's plausible body
 * (`fuzz-plausible-body.ts`) — wrong types, missing required fields, huge strings, forbidden
 * characters, bad amounts, unknown and prototype-polluting keys, arrays for objects, deep nesting.
 * A mutation the schema happens to accept is dropped, so "must refuse" is never a guess.
 */
import fc from 'fast-check';
import { leavesOf, withValue, type BodyModel, type Leaf } from './fuzz-plausible-body';

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
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A megabyte, in bytes (or characters of ASCII text). */
export const MB = 1024 * 1024;

/** A mutated body the route must refuse, and the field holding forbidden text, if any. */
export interface BodyMutation {
  kind: string;
  body: unknown;
  badTextField?: string;
}

/**
 * `runs` fast-check mutations of `model`'s plausible body, one leaf at a time (seeded with `seed`),
 * keeping only those the route must refuse.
 */
export function bodyMutations(model: BodyModel, seed: number, runs: number): BodyMutation[] {
  const { json, base } = model;
  const leaves = leavesOf(json, json, [], true, []);
  const strings = leaves.filter((leaf) => leaf.schema.type === 'string');
  const numbers = leaves.filter((leaf) => leaf.schema.type === 'integer' || leaf.schema.type === 'number');
  const objects = leaves.filter((leaf) => leaf.schema.type === 'object');
  const required = leaves.filter((leaf) => leaf.required);
  const key = (leaf: Leaf) => leaf.path.join('.');
  const mutations: fc.Arbitrary<BodyMutation>[] = [
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
  // The edge must refuse it: drop a mutation the schema happens to accept.
  return fc
    .sample(fc.oneof(...mutations), { seed, numRuns: runs })
    .filter((mutation) => model.refused(mutation.body));
}
