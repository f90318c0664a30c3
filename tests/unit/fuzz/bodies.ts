import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { OPERATIONS, type ModelKind, type OperationId } from '../../../lib/service/catalog';

/**
 * Generated service bodies: JSON as the service could send it, built from the field names the
 * normalisers read (so generated bodies reach their deep paths, not only "unrecognised"), with
 * hostile values among ordinary ones. Every body goes through JSON text, as a real answer does.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Every quoted name in the normalisers' sources: the fields they look for. */
function normaliserKeys(): string[] {
  const dir = join(ROOT, 'lib', 'service', 'normalize');
  const sources = [join(ROOT, 'lib', 'service', 'normalize.ts'), ...readdirSync(dir).map((f) => join(dir, f))];
  const keys = new Set<string>();
  for (const file of sources) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'([A-Za-z_][A-Za-z0-9_]{0,40})'/g)) keys.add(m[1]!);
  }
  return [...keys];
}

export const KEYS = normaliserKeys();

const LONG = 'x'.repeat(70_000);
/** Values meant to break things: markup, script URLs, bidi overrides, prototype keys, odd numbers as text. */
export const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'chrome-extension://abc/options.html',
  'http://www.social.example@evil.example/',
  'https://user:pass@evil.example/x',
  'https://evil.example/\u202egpj.exe',
  '\u202eevil\u202c',
  '\u2066\u2067\u2068\u2069',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '13K',
  '1.2M followers',
  '2026-02-30T25:61:00Z',
  '{"uri":"javascript:alert(1)"}',
  '{"uri":"https://cdn.social.example/a.jpg"}',
  'https://www.social.example/northwindgames/posts/123',
  'https://cdn.social.example/a.jpg',
  '',
  ' ',
  '\u0000',
  '\ud800',
];

/** Mostly the short hostile values; now and then a 70,000-character one. */
export const hostileString = fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) }, { weight: 1, arbitrary: fc.constant(LONG) });

const scalar = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: hostileString.filter((s) => s.length < 100) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });

/** A JSON value built from the normalisers' field names, at most a few levels deep. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; object: unknown; array: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('object'), tie('array')),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 6 }).map((entries) => {
    const o: Record<string, unknown> = {};
    // defineProperty: a "__proto__" key becomes an own field, as JSON.parse makes it.
    for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    return o;
  }),
  array: fc.array(tie('value'), { maxLength: 5 }),
})).value;

/** A body: a value, often inside the envelopes the service uses, through JSON text. */
export const body: fc.Arbitrary<unknown> = fc
  .oneof(
    jsonValue,
    jsonValue.map((data) => ({ success: true, data })),
    jsonValue.map((v) => ({ 0: v, meta: { credits: 1 } })),
    fc.array(jsonValue, { maxLength: 4 }).map((items) => ({ data: { items, end_cursor: 'c2' } })),
  )
  .map((v) => JSON.parse(JSON.stringify(v ?? null)) as unknown);

/** One operation per model kind (the first in the catalog), so every kind is fuzzed once. */
export function operationPerModel(): [ModelKind, OperationId][] {
  const seen = new Map<ModelKind, OperationId>();
  for (const [id, op] of Object.entries(OPERATIONS) as [OperationId, { model: ModelKind }][]) {
    if (!seen.has(op.model)) seen.set(op.model, id);
  }
  return [...seen];
}

/** Every path to a node of a JSON value (objects and arrays included), root excluded. */
function paths(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      paths(v, [...prefix, k], out);
    }
  }
  return out;
}

function setAt(root: unknown, path: string[], value: unknown): void {
  let node = root as Record<string, unknown>;
  for (const k of path.slice(0, -1)) {
    const next = node[k];
    if (!next || typeof next !== 'object') return;
    node = next as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A real body of the operation (tests/unit/service/bodies.ts) with up to 8 of its fields replaced
 * by generated or hostile values, or removed: bodies that get deep into each model's reader.
 */
export function mutatedBody(real: unknown): fc.Arbitrary<unknown> {
  const all = paths(real);
  const replacement = fc.oneof({ weight: 3, arbitrary: jsonValue }, { weight: 1, arbitrary: fc.constant(undefined) });
  return fc.array(fc.tuple(fc.nat(), replacement), { minLength: 1, maxLength: 8 }).map((mutations) => {
    const copy = JSON.parse(JSON.stringify(real)) as unknown;
    for (const [at, value] of mutations) if (all.length) setAt(copy, all[at % all.length]!, value);
    return JSON.parse(JSON.stringify(copy)) as unknown;
  });
}
