import type { Target } from './types';
import { definedOnly } from '../../../lib/util/defined';

/**
 * Finding targets inside the page, the same way in both browsers: `queryInPage` is sent to the
 * page as source (it must use nothing but its argument), with the target in a JSON-safe form.
 */

interface WireText {
  exact?: string;
  re?: string;
  flags?: string;
}

export interface WireTarget {
  css?: string;
  label?: string;
  name?: string;
  text?: WireText;
  has?: WireTarget;
  within?: WireTarget;
  nth?: number;
}

export type QueryOp = 'element' | 'text' | 'texts' | 'count' | 'attribute' | 'value';

export interface Query {
  target: WireTarget;
  op: QueryOp;
  attribute?: string;
}

export function toWire(t: Target): WireTarget {
  return {
    ...definedOnly({ css: t.css, label: t.label, name: t.name }),
    ...(t.text !== undefined
      ? { text: typeof t.text === 'string' ? { exact: t.text } : { re: t.text.source, flags: t.text.flags } }
      : {}),
    ...(t.has ? { has: toWire(t.has) } : {}),
    ...(t.within ? { within: toWire(t.within) } : {}),
    ...definedOnly({ nth: t.nth }),
  };
}

export function describe(t: Target): string {
  const parts = [
    t.css && `css=${t.css}`,
    t.label && `label="${t.label}"`,
    t.name && `name="${t.name}"`,
    t.text !== undefined && `text=${typeof t.text === 'string' ? `"${t.text}"` : String(t.text)}`,
    t.has && `has=(${describe(t.has)})`,
    t.nth !== undefined && `nth=${t.nth}`,
  ].filter(Boolean);
  return (t.within ? `${describe(t.within)} >> ` : '') + parts.join(' ');
}

export function queryInPage(q: Query): unknown {
  const collapse = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element) => {
    const aria = el.getAttribute('aria-label');
    if (aria !== null) return collapse(aria);
    const by = el.getAttribute('aria-labelledby');
    if (by) return collapse(by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    return null;
  };
  const textOk = (el: Element, t: WireText | undefined) => {
    if (!t) return true;
    const s = collapse(el.textContent);
    return t.exact !== undefined ? s === t.exact : new RegExp(t.re ?? '', t.flags).test(s);
  };
  const all = (t: WireTarget, roots: ParentNode[]): Element[] => {
    const scopes = t.within ? all(t.within, roots) : roots;
    const found: Element[] = [];
    for (const root of scopes) {
      let candidates: Element[];
      if (t.label !== undefined) {
        const byLabel = Array.from(root.querySelectorAll('label'))
          .filter((l) => collapse(l.textContent) === t.label && l.htmlFor)
          .map((l) => document.getElementById(l.htmlFor))
          .filter((e): e is HTMLElement => e !== null);
        const byAria = Array.from(root.querySelectorAll('input, select, textarea')).filter((e) => e.getAttribute('aria-label') === t.label);
        candidates = [...byLabel, ...byAria];
        if (t.css) candidates = candidates.filter((e) => e.matches(t.css!));
      } else {
        candidates = Array.from(root.querySelectorAll(t.css ?? '*'));
      }
      for (const el of candidates) {
        if (t.name !== undefined && nameOf(el) !== t.name) continue;
        if (!textOk(el, t.text)) continue;
        if (t.has && all(t.has, [el]).length === 0) continue;
        if (!found.includes(el)) found.push(el);
      }
    }
    return t.nth !== undefined ? found.slice(t.nth, t.nth + 1) : found;
  };
  const els = all(q.target, [document]);
  const first = els[0];
  switch (q.op) {
    case 'element':
      return first ?? null;
    case 'count':
      return els.length;
    case 'texts':
      return els.map((e) => collapse(e.textContent));
    case 'text':
      return first ? collapse(first.textContent) : null;
    case 'attribute':
      return first ? first.getAttribute(q.attribute ?? '') : null;
    case 'value':
      return first && 'value' in first ? String((first as HTMLInputElement).value) : null;
  }
}

/**
 * Page code as an expression calling `fn` with JSON arguments (how functions cross into pages and
 * workers here). Some TypeScript runners (tsx) wrap functions in `__name(...)`: the page gets a
 * stand-in.
 */
export function callExpression(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  return withNameShim(`(${fn.toString()})(${args.map((a) => (a === undefined ? 'undefined' : JSON.stringify(a))).join(', ')})`);
}

export function withNameShim(expression: string): string {
  return `((__name) => ${expression})((f) => f)`;
}
