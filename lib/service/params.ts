import { z } from 'zod';

// Building blocks of the operation parameter schemas. Every schema outputs the exact text that
// goes into the query string, so the same schema validates what the client sends and what the
// emulator receives.

/** A required, non-empty text value (whitespace trimmed). */
export const requiredText = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be text`) })
    .trim()
    .min(1, `${what} must not be empty`);

/** An optional text value; an empty one counts as absent. */
export const optionalText = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

/** A numeric identifier passed as a string ("12345"). */
export const numericId = (what: string) =>
  z
    .union([z.string(), z.number().int().nonnegative()], { error: `${what} is required` })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d+$/, `${what} must be a numeric id`));

/** Booleans travel as the text "true" / "false". */
export const booleanText = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'must be true or false' })
    .transform((v) => (v === true || v === 'true' ? 'true' : 'false'));

export const integerInRange = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback)
    .transform(String);

/**
 * ISO 8601 timestamp, with an offset or Z ("2026-01-31T12:00:00Z"), a local time (read in the
 * call's `timezone`), or a plain date.
 */
export const isoTimestamp = () =>
  z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
    error: 'must be an ISO 8601 timestamp such as 2026-01-31T12:00:00Z',
  });

/** Calendar date for search and ads filters. */
export const calendarDate = () => z.iso.date({ error: 'must be a date in the form YYYY-MM-DD' });

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = () =>
  z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as UTC or Europe/Paris');

/** ISO 3166 alpha-2 country code or ALL. */
export const countryCode = () =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{2}|ALL)$/, 'must be a two-letter country code or ALL'));

export const cursor = () => optionalText();
