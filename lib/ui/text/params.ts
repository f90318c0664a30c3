import { catalogue, t } from '../i18n/catalogue';

/**
 * The user's words for the parameters of the service's operations and for the settings: the one
 * table an error's issues ("filter_price_lower_bound: must not be greater than
 * filter_price_upper_bound") are said from ("The lowest price must not be above the highest
 * price"). The words are the catalogue's (labels.params, keyed by the names), read when said; a
 * name missing there is shown as it is (tests/unit/ui/params-words.test.ts asks the catalog and
 * the settings for every name).
 */
type ParamName = keyof ReturnType<typeof catalogue>['labels']['params'];
const NAMES = Object.keys(catalogue('en').labels.params) as ParamName[];

/** Every known name, each read in the language of the moment it is read. */
export const PARAM_LABELS: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(NAMES.map((name) => [name, { enumerable: true, get: () => t(`labels.params.${name}`) }])),
);

const label = (name: string): string | undefined => (Object.hasOwn(PARAM_LABELS, name) ? PARAM_LABELS[name] : undefined);

/** A parameter's name in words ("the lowest price"); a name not in the table as it is. */
export function paramLabel(name: string): string {
  // A nested setting ("cacheLifetimes.details") is said by its field.
  return label(name) ?? label(name.split('.')[0]!) ?? name;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every known name in a message said in words: "must not be greater than filter_price_upper_bound". */
function inWords(message: string): string {
  return message
    .replace(/\b[A-Za-z][\w.]*\b/g, (word) => (/_|[a-z][A-Z]/.test(word) && label(word) ? label(word)! : word))
    .replace(/\bmust not be greater than\b/g, 'must not be above');
}

/**
 * One issue of a check ("filter_price_lower_bound: must not be greater than
 * filter_price_upper_bound") as a sentence: "The lowest price must not be above the highest price."
 */
export function issueSentence(issue: string): string {
  const m = /^([\w.]+): (.*)$/s.exec(issue.trim());
  if (!m) return `${capital(inWords(issue.trim()))}.`.replace(/\.\.$/, '.');
  const [, name, said] = m as unknown as [string, string, string];
  // Some checks name their parameter themselves ("query: query is required").
  const rest = said.startsWith(`${name} `) ? said.slice(name.length + 1) : said;
  const param = capital(paramLabel(name));
  for (const [pattern, key, names] of CHECKS) {
    const found = pattern.exec(rest);
    if (!found) continue;
    const values = Object.fromEntries(names.map((n, i) => [n, n === 'other' ? paramLabel(found[i + 1]!) : found[i + 1]!]));
    return t(`labels.issues.${key}`, { param, ...values });
  }
  return t('labels.issues.anyOther', { param, said: inWords(rest).replace(/\.$/, '') });
}

/**
 * The checks' own words (lib/service/params.ts) said in the user's language; any other is said
 * as the check words it, its parameter names in words.
 */
const CHECKS: [RegExp, IssueKey, string[]][] = [
  [/^is required$/, 'required', []],
  [/^is required with ([\w.]+)$/, 'requiredWith', ['other']],
  [/^must not be empty$/, 'notEmpty', []],
  [/^must be text$/, 'text', []],
  [/^must be true or false$/, 'trueOrFalse', []],
  [/^must be a numeric id$/, 'numericId', []],
  [/^must be at most (-?[\d.]+)$/, 'atMost', ['max']],
  [/^must be at least (-?[\d.]+)$/, 'atLeast', ['min']],
  [/^must be a whole number from (-?\d+) to (-?\d+)$/, 'wholeFromTo', ['min', 'max']],
  [/^must not be greater than ([\w.]+)$/, 'notAbove', ['other']],
];
type IssueKey = Exclude<keyof ReturnType<typeof catalogue>['labels']['issues'], 'anyOther'>;

/** The issues of a check, each a sentence, each once (a check may report one twice). */
export function issuesText(issues: readonly string[]): string {
  return [...new Set(issues.map(issueSentence))].join(' ');
}

/**
 * The service's own message when it names parameters the way the catalog does ("Invalid parameter
 * filter_price_lower_bound: must not be greater than filter_price_upper_bound"), said in words;
 * any other message as it came.
 */
export function serviceMessageText(message: string): string {
  const m = /^Invalid parameters? (.+)$/s.exec(message.trim());
  if (!m) return message;
  const issues = m[1]!.split('; ');
  return t('labels.serviceDidNotAccept', { count: issues.length, issues: issuesText(issues) });
}
