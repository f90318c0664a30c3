import { ServiceError, type ErrorProblem } from './errors';

/**
 * The service URL is user-configurable (emulator, self-hosted proxy), and every request carries
 * the API key: only https is accepted, except on this machine (loopback), where http is fine.
 */

/** localhost, 127.0.0.0/8 and [::1]: traffic that never leaves the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  // The URL parser already normalises IPv4 forms ("127.1" → "127.0.0.1").
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The one rule for the service URL, used by the options page and the background alike: https (or
 * http on this machine), no user name or password, and the service's address alone — every
 * operation's path starts at the root (`/social/…`, `/usage`), so a URL with a path would send
 * every call to the wrong place. Returns the origin.
 */
export function checkBaseUrl(input: string): URL {
  const text = typeof input === 'string' ? input.trim() : '';
  const refuse = (problem: ErrorProblem, more: { origin?: string; scheme?: string } = {}) =>
    new ServiceError('insecure_base_url', { problem, url: text, ...more });
  if (!text) throw refuse('missing');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('not_absolute');
  }
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw url.protocol === 'http:' ? refuse('http') : refuse('scheme', { scheme: url.protocol });
  }
  // Credentials in the URL would be sent along with the key; refuse rather than leak them.
  if (url.username || url.password) throw refuse('credentials');
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) throw refuse('path', { origin: url.origin });
  return new URL(url.origin);
}

/** `{base}{path}?query` with the query parameters encoded. */
export function buildUrl(base: URL, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(base.origin);
  url.pathname = `/${path.replace(/^\/+/, '')}`;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}
