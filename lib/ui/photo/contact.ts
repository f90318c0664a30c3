/**
 * A photo profile's business contact as links: an email address only as `mailto:` and a phone
 * number only as `tel:`, each made from text of their own shape, so service text that is anything
 * else (a script, another scheme, an address with a query) stays plain text.
 */

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/;
// Digits, spaces and the usual separators; a leading +.
const PHONE = /^\+?[0-9 ().-]{4,30}$/;

export function mailtoHref(email: string | undefined): string | undefined {
  const e = email?.trim();
  return e && EMAIL.test(e) ? `mailto:${e}` : undefined;
}

export function telHref(phone: string | undefined): string | undefined {
  const p = phone?.trim();
  if (!p || !PHONE.test(p)) return undefined;
  const digits = p.replace(/[^0-9+]/g, '');
  return digits.replace(/\+/g, '').length >= 4 ? `tel:${digits}` : undefined;
}

/** The host an email goes to, shown beside it (the part after the @). */
export function emailHost(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
