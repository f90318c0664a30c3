/** Shortens text for one-line summaries. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A name, title or label from the service, at most 200 characters (however long it came). */
export function shortText(text: string): string;
export function shortText(text: string | undefined): string | undefined;
export function shortText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : truncate(text, 200);
}

/** Pretty-printed JSON for the raw viewer; text that is not JSON is returned as is. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
