// Dates, times and durations in the UI's locale (lib/ui/i18n: the language the user chose) and
// the user's time zone.

import { formatLocale, t } from '../i18n/catalogue';

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** A date format of the current locale, made once per locale and style. */
function format(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale();
  const key = `${locale ?? ''} ${name}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
const dateTimeFormat = () => format('dateTime', { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = () => format('date', { dateStyle: 'medium' });
const fullFormat = () => format('full', { dateStyle: 'full', timeStyle: 'long' });
const dayFormat = () => format('day', { dateStyle: 'long', timeZone: 'UTC' });

/** A timestamp in the user's time zone ("Jan 31, 2026, 1:00 PM"); unparseable text as given. */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? dateTimeFormat().format(d) : String(value);
}

/** Date only: for YYYY-MM-DD values (ads dates) that carry no time. */
export function formatDate(value: string | number | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date: show it as that day wherever the user is.
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return dateFormat().format(new Date(y, m - 1, d));
  }
  const d = toDate(value);
  return d ? dateFormat().format(d) : String(value);
}


/**
 * The calendar day of a value that names a day, not a moment (a seller's join date): "4 June
 * 2016" in the user's locale. A date alone ("2016-06-04") or one the answer wrote as that day's
 * midnight UTC is that day everywhere; a time is never made up for it. Null when unreadable.
 */
export function calendarDay(value: string | number | Date): { text: string; iso: string } | null {
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : toDate(value);
  if (!d) return null;
  // A real moment is the day it was where the user is; midnight UTC is the day it names.
  const midnightUtc = d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0;
  const day = midnightUtc ? d : new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  return { text: dayFormat().format(day), iso: day.toISOString().slice(0, 10) };
}

/** Long form with the time zone, for titles. */
export function formatFullDateTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? fullFormat().format(d) : String(value);
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAge(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 45) return t('dates.justNow');
  const min = Math.round(s / 60);
  if (min < 60) return t('dates.minutesAgo', { count: min });
  const h = Math.round(min / 60);
  if (h < 24) return t('dates.hoursAgo', { count: h });
  return t('dates.daysAgo', { count: Math.round(h / 24) });
}

/** 75 → "1:15"; 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}


/** The user's IANA time zone ("Europe/Paris"), or UTC. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
