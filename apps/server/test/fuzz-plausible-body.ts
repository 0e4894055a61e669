/**
 * The body model of `fuzz-body-mutations.ts`: a route's zod body schema read as JSON Schema
 * (`z.toJSONSchema`, input side), a plausible body built from it with its leaves, and whether the
 * route must refuse a body (the schema rejects it, or it holds text the edge refuses).
 */
import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as `z.toJSONSchema` writes it (the parts used here). */
export interface Json {
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

/** A leaf of the plausible body: its path and schema. */
export interface Leaf {
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
export function leavesOf(
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
export function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(body) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

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

/** A route's body schema, as JSON Schema, with a plausible body built from it. */
export interface BodyModel {
  json: Json;
  /** The plausible body, every property present. */
  base: unknown;
  /** Whether the route must refuse `body`: the schema rejects it, or it holds forbidden text. */
  refused: (body: unknown) => boolean;
}

/** The {@link BodyModel} of a route's `body` schema, or null when the route has none. */
export function bodyModel(body: unknown): BodyModel | null {
  const bodySchema = body instanceof z.ZodType ? body : null;
  const json = jsonSchemaOf(bodySchema);
  if (!bodySchema || !json) return null;
  return {
    json,
    base: plausible(json, json),
    refused: (value) => !bodySchema.safeParse(value).success || holdsForbiddenText(value),
  };
}

/** The names of the top-level properties `model`'s schema requires. */
export function requiredFields(model: BodyModel): string[] {
  return deref(model.json, model.json).required ?? [];
}
