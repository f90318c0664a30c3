import * as z from 'zod/mini';
import { integer } from '../util/integer';

// Building blocks of the operation parameter schemas. Every schema outputs the exact text that
// goes into the query string, so the same schema validates what the client sends and what the
// emulator receives. zod/mini keeps the background bundle small (it tree-shakes).
// Empty values never reach these schemas: validateParams drops them as "not given".

/** A required, non-empty text value (whitespace trimmed). */
export const requiredText = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) })
    .check(z.trim(), z.minLength(1, `${what} must not be empty`));

/** An optional text value. */
export const optionalText = () => z.optional(z.string({ error: 'must be text' }).check(z.trim()));

/**
 * Text or a finite number, as trimmed text; `message` for anything else. One check where a union
 * of zod's string and number would add its class to the worker.
 */
const asText = (message: string) =>
  z.pipe(
    z.custom<string | number>((v) => typeof v === 'string' || Number.isFinite(v), { error: message }),
    z.transform((v) => String(v).trim()),
  );

/**
 * A numeric identifier passed as a string ("12345"), or as a whole number: one below zero or past
 * the safe integers is refused as out of range ("Invalid input"), anything else not text as absent.
 */
export const numericId = (what: string) =>
  z.pipe(
    z.pipe(
      z.custom<string | number>((v) => typeof v === 'string' || Number.isInteger(v), { error: `${what} is required` }),
      z.custom<string | number>().check(
        z.refine((v) => typeof v !== 'number' || Math.abs(v) <= Number.MAX_SAFE_INTEGER),
        z.refine((v) => typeof v !== 'number' || v >= 0),
      ),
    ),
    z.pipe(z.transform((v: string | number) => String(v).trim()), z.string().check(z.regex(/^\d+$/, `${what} must be a numeric id`))),
  );

/** Booleans travel as the text "true" / "false". */
export const booleanText = () =>
  z.pipe(
    z.custom<boolean | 'true' | 'false'>((v) => typeof v === 'boolean' || v === 'true' || v === 'false', { error: 'must be true or false' }),
    z.transform((v): 'true' | 'false' => (v === true || v === 'true' ? 'true' : 'false')),
  );

/**
 * `schema`, reading a value not given as `fallback` (zod's default in a line; its class would add
 * to the worker). The parameter stays optional: leaving it out is valid.
 */
export const withDefault = <O>(schema: z.ZodMiniType<O>, fallback: unknown): z.ZodMiniType<O> =>
  z.pipe(z.transform((v: unknown) => (v === undefined ? fallback : v)), schema);

export const integerInRange = (min: number, max: number, fallback: number) =>
  withDefault(
    z.pipe(
      z.coerce
        .number({ error: `must be a whole number from ${min} to ${max}` })
        .check(
          ...integer(`must be a whole number from ${min} to ${max}`),
          z.gte(min, `must be at least ${min}`),
          z.lte(max, `must be at most ${max}`),
        ),
      z.transform(String),
    ),
    fallback,
  );

/** A text value matching `pattern`, with one message for whatever else it is. */
const matching = (pattern: RegExp, message: string) => z.string({ error: message }).check(z.regex(pattern, message));

/**
 * ISO 8601 timestamp, with an offset or Z ("2026-01-31T12:00:00Z"), a local time (read in the
 * call's `timezone`), or a plain date: zod's own ISO patterns, as a regex check (zod's ISO
 * schemas would add their classes to the worker for the same test).
 */
let isoTimestampRe: RegExp | undefined;
// Built at the first test, not at load: zod's datetime pattern takes a worker's start a moment to build.
const isIsoTimestamp = (value: string) =>
  (isoTimestampRe ??= new RegExp(`${z.regexes.datetime({ offset: true, local: true }).source}|${z.regexes.date.source}`)).test(value);
const ISO_TIMESTAMP_MESSAGE = 'must be an ISO 8601 timestamp such as 2026-01-31T12:00:00Z';
export const isoTimestamp = () => z.string({ error: ISO_TIMESTAMP_MESSAGE }).check(z.refine(isIsoTimestamp, ISO_TIMESTAMP_MESSAGE));

/** Calendar date for search and ads filters. */
export const calendarDate = () => matching(z.regexes.date, 'must be a date in the form YYYY-MM-DD');

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = () =>
  z.string().check(z.trim(), z.refine(isTimeZone, 'must be an IANA time zone such as UTC or Europe/Paris'));

/** ISO 3166 alpha-2 country code or ALL. */
export const countryCode = () =>
  z.pipe(
    z.pipe(z.string(), z.transform((v) => v.trim().toUpperCase())),
    z.string().check(z.regex(/^([A-Z]{2}|ALL)$/, 'must be a two-letter country code or ALL')),
  );

export const cursor = () => optionalText();

/** One of a fixed list of values, named in the message. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** A whole number of at least `min`, from a number or digits ("250"), sent as its digits. */
export const wholeNumber = (min = 0) =>
  z.pipe(
    asText(`must be a whole number of at least ${min}`),
    z.string().check(
      z.regex(/^\d+$/, `must be a whole number of at least ${min}`),
      z.refine((v) => Number(v) >= min, `must be a whole number of at least ${min}`),
    ),
  );

/** A decimal number greater than `min` (or at least it, with `inclusive`), sent as text. */
export const decimal = (min: number, inclusive: boolean) => {
  const message = `must be a number ${inclusive ? 'of at least' : 'greater than'} ${min}`;
  return z.pipe(
    asText(message),
    z.string().check(
      z.regex(/^\d+(\.\d+)?$/, message),
      z.refine((v) => (inclusive ? Number(v) >= min : Number(v) > min), message),
    ),
  );
};

/** A latitude (limit 90) or longitude (limit 180) in decimal degrees ("30.2672", -97.7431). */
export const coordinate = (limit: 90 | 180) => {
  const message = `must be a number of degrees from -${limit} to ${limit}`;
  return z.pipe(
    asText(message),
    z.string().check(
      z.regex(/^-?\d{1,3}(\.\d+)?$/, message),
      z.refine((v) => Math.abs(Number(v)) <= limit, message),
    ),
  );
};

/** A required absolute http(s) link (media download). */
export const httpLink = (what: string) =>
  z.pipe(
    requiredText(what),
    z.string().check(
      z.refine((v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && /^https?:\/\//i.test(v);
        } catch {
          return false;
        }
      }, `${what} must be an absolute http(s) link`),
    ),
  );

/** Validated query parameters, as the object-level checks below see them. */
type Query = Record<string, string | undefined>;

/** Parameters that only make sense together: a search centre needs both coordinates. */
export const together = (a: string, b: string) =>
  z.check<Query>((ctx) => {
    if ((ctx.value[a] === undefined) === (ctx.value[b] === undefined)) return;
    const missing = ctx.value[a] === undefined ? a : b;
    ctx.issues.push({ code: 'custom', message: `is required with ${missing === a ? b : a}`, input: ctx.value, path: [missing] });
  });

/** A lower bound must not exceed its upper bound (prices, bedrooms, bathrooms). */
export const ordered = (low: string, high: string) =>
  z.check<Query>((ctx) => {
    const lo = ctx.value[low];
    const hi = ctx.value[high];
    if (lo === undefined || hi === undefined || Number(lo) <= Number(hi)) return;
    ctx.issues.push({ code: 'custom', message: `must not be greater than ${high}`, input: ctx.value, path: [low] });
  });

/** At least one of two parameters that each name the same thing (a username or a profile link). */
export const eitherOf = (a: string, b: string) =>
  z.check<Query>((ctx) => {
    if (ctx.value[a] !== undefined || ctx.value[b] !== undefined) return;
    ctx.issues.push({ code: 'custom', message: `${a} or ${b} is required`, input: ctx.value, path: [a] });
  });

/** A post's shortcode: the letters, digits, `-` and `_` after /p/ or /reel/ in its link. */
export const shortcode = (what: string) =>
  z.pipe(requiredText(what), z.string().check(z.regex(/^[A-Za-z0-9_-]{5,64}$/, `${what} must be a post's shortcode such as DMF-GjGO0-q`)));
