import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/**
 * Bad-input generation from the routes' own schemas. The OpenAPI description the app builds from
 * its zod schemas (`app.swagger()`) lists every route with the JSON Schema of its path
 * parameters, query string and body; from those we derive a bounded, seeded set of requests that
 * must all be refused.
 */

/** The subset of JSON Schema (as fastify-type-provider-zod renders zod) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

/** One registered route as the fuzz sees it. */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/stories/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
  /** Whether the body may be left out (then `null` and no body are accepted). */
  bodyOptional: boolean;
  /** The body media types the route takes (its `consumes`). */
  consumes: string[];
}

/** Every route of an OpenAPI document (the API description itself left out). */
export function routesOf(doc: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): RouteSpec[] {
  const routes: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = op.parameters ?? [];
      routes.push({
        method: upper as RouteSpec['method'],
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: op.requestBody?.content['application/json']?.schema ?? null,
        bodyOptional: op.requestBody?.required !== true,
        consumes: Object.keys(op.requestBody?.content ?? {}),
      });
    }
  }
  return routes;
}

/** A small seeded generator (mulberry32), so every failure reproduces with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks at most `count` items, seeded, keeping their order. */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items];
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * items.length));
  return items.filter((_, i) => chosen.has(i));
}

/** The JSON types a schema admits (null when it admits anything). */
export function typesOf(schema: JsonSchema): Set<string> | null {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const all = new Set<string>();
    for (const alternative of alternatives) {
      const types = typesOf(alternative);
      if (!types) return null;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  if (schema.allOf?.[0]) return typesOf(schema.allOf[0]);
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  if (schema.type === undefined) return schema.properties ? new Set(['object']) : null;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number');
  if (schema.nullable) types.add('null');
  return types;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

/** The first alternative that is not null. */
function mainAlternative(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) {
    const chosen = alternatives.find((a) => a.type !== 'null') ?? alternatives[0]!;
    return mainAlternative(chosen);
  }
  return schema;
}

const PATTERN_CANDIDATES = [
  '2024-05-20',
  '10:30',
  '10:30:00',
  '00:01:30',
  '01:30',
  '#336699',
  'abc',
  'ABC',
  'a1',
  '1',
];

function sampleString(schema: JsonSchema, random: () => number): string {
  switch (schema.format) {
    case 'date-time':
      return '2024-05-20T10:30:00.000Z';
    case 'date':
      return '2024-05-20';
    case 'uuid':
      return uuidOf(random);
    case 'email':
      return 'fuzz@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/fuzz';
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
      if (fit) return fit;
    } catch {
      // An engine-specific pattern: fall through to a plain string.
    }
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const text = 'fuzz'.padEnd(Math.max(min, 4), 'z');
  return text.slice(0, Math.max(max, min));
}

/** A random version-4 UUID from the seeded generator. */
export function uuidOf(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A value the schema probably accepts (best effort: refinements are invisible in JSON Schema). */
export function validValue(schema: JsonSchema, random: () => number, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const main = mainAlternative(schema);
  if (main !== schema) return validValue(main, random, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, random);
    case 'integer':
    case 'number': {
      let value = Math.max(1, schema.minimum ?? 1);
      if (schema.exclusiveMinimum === true && value === schema.minimum) value += 1;
      return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return depth > 4 || !schema.items
        ? []
        : Array.from({ length: schema.minItems ?? 0 }, () =>
            validValue(schema.items!, random, depth + 1),
          );
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : 'fuzz';
      const object: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties[name];
        if (property) object[name] = depth > 6 ? null : validValue(property, random, depth + 1);
      }
      return object;
    }
  }
}

/** A value of a JSON type the schema refuses, or undefined when it admits any type. */
export function wrongTypeValue(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (!types) return undefined;
  const candidates: unknown[] = [12345, 'fuzz-wrong-type', true, { fuzz: 1 }, [1, 2], null];
  const wrong = candidates.find((candidate) => !types.has(jsonType(candidate)));
  if (wrong !== undefined) return wrong;
  // Every JSON type admitted (e.g. an enum of strings plus others): a string outside the enum.
  return schema.enum ? 'fuzz-not-in-enum' : undefined;
}

/** Query-string values (always strings) the schema refuses, one per kind of mistake. */
export function wrongQueryValues(schema: JsonSchema): string[] {
  const main = mainAlternative(schema);
  const types = typesOf(schema) ?? new Set<string>();
  const values: string[] = [];
  if (types.has('number') && !types.has('string')) {
    values.push('abc', '1e400');
    if (types.has('integer') || main.type === 'integer') values.push('1.5');
    if ((main.minimum ?? -Infinity) >= 0) values.push('-1');
    if (main.maximum !== undefined && main.maximum < 1e15) values.push(String(main.maximum + 1));
  }
  if (types.has('boolean')) values.push('maybe');
  if (main.enum) values.push('fuzz-not-in-enum');
  if (main.type === 'string' && !main.enum) {
    if (main.format || main.pattern) values.push('not-valid-!');
    if (main.maxLength !== undefined) values.push('x'.repeat(main.maxLength + 1));
  }
  if (main.type === 'array') {
    const items = main.items ? mainAlternative(main.items) : null;
    if (items?.enum) values.push('fuzz-not-in-enum');
  }
  return values;
}

/**
 * Values of the right JSON type the database or the rules may still refuse: integers past the
 * 32-bit columns, impossible dates, a NUL character (PostgreSQL text cannot hold it), long text.
 */
export function edgeValues(schema: JsonSchema, random: () => number): unknown[] {
  const main = mainAlternative(schema);
  const type = Array.isArray(main.type) ? main.type.find((t) => t !== 'null') : main.type;
  switch (type) {
    case 'integer':
    case 'number':
      return [main.maximum ?? Number.MAX_SAFE_INTEGER, 2_147_483_648];
    case 'string': {
      if (main.enum) return [];
      const values: unknown[] = [`nul\u0000byte`, `\u{1F4A5}${junk(random, 12)}`];
      if (main.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) values.push('2024-13-45', '0000-00-00');
      if (main.pattern?.includes('\\d{2}:\\d{2}')) values.push('99:99', '25:61:61');
      if (main.maxLength === undefined && !main.format && !main.pattern)
        values.push('x'.repeat(300_000));
      return values;
    }
    default:
      return [];
  }
}

/** Seeded text mixing control characters, quotes, SQL and markup. */
export function junk(random: () => number, length: number): string {
  const pieces = [
    "'",
    '"',
    '\\',
    '%',
    '_',
    '<script>',
    '\u202e',
    '\r\n',
    '${x}',
    "'; DROP TABLE users; --",
    'ç',
    '\t',
    '\u0007',
  ];
  let text = '';
  while (text.length < length) text += pieces[Math.floor(random() * pieces.length)];
  return text;
}

/** The JSON text of an object nested `depth` levels deep (JSON.stringify would overflow the stack). */
export function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;
}

/** Signs that an answer leaks internals: stack frames, source paths, SQL or driver messages. */
const LEAK =
  /\n\s+at |\bat [\w$.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+|SQLSTATE|syntax error at|violates|duplicate key|relation "|column "|pglite|drizzle|TypeError|ReferenceError|RangeError|Cannot read prop|"stack"/i;

/** Why an answer body leaks internals, or null when it does not. */
export function leakIn(body: string): string | null {
  const match = LEAK.exec(body);
  return match ? match[0] : null;
}

/** Every user table of the database with a row count and a content checksum. */
export async function tableFingerprints(
  db: Db,
  skip: readonly string[],
): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)) as unknown as {
    rows: { name: string }[];
  };
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (skip.includes(name)) continue;
    const result = (await db.execute(
      sql.raw(
        `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS sum FROM "${name}" t`,
      ),
    )) as unknown as { rows: { n: number; sum: string }[] };
    fingerprints[name] = `${result.rows[0]!.n}:${result.rows[0]!.sum}`;
  }
  return fingerprints;
}
