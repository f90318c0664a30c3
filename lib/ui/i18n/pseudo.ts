import { isPlural, type Message } from './types';

/**
 * The pseudo-locale: English with every letter accented and each text about 40% longer, its
 * placeholders kept, so a screenshot shows where a longer language would be cut or overlap.
 */

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

const PADDING = ' ~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~';

export function pseudoText(text: string): string {
  // Placeholders stay as they are; letters elsewhere are accented.
  const accented = text
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => (/^\{[a-zA-Z]+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  const extra = Math.ceil(text.length * 0.4);
  return extra > 0 ? `[${accented}${PADDING.slice(0, extra)}]` : accented;
}

export function pseudoMessage(m: Message): Message {
  if (!isPlural(m)) return pseudoText(m);
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, pseudoText(v as string)])) as unknown as Message;
}

/** The whole catalogue, pseudo-localized. */
export function pseudoCatalogue<T>(catalogue: T): T {
  const walk = (node: unknown): unknown =>
    typeof node === 'string' || isPlural(node)
      ? pseudoMessage(node as Message)
      : Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([k, v]) => [k, walk(v)]));
  return walk(catalogue) as T;
}
