/**
 * The static hosts' rule files, `_headers` and `_redirects`, in the syntax
 * Netlify documents (Cloudflare Pages reads the same files): written by the
 * build (security-headers.ts, redirects.ts) and read back by `serve`
 * (server/static-server.ts), so both sides agree on one grammar.
 *
 * `_redirects`: one rule a line, `from to [status][!]`; `#` starts a comment.
 * `from` may end in a splat `*` (its match is `:splat` in `to`) and hold
 * `:placeholder` segments; the status is 301 unless given (301, 302, 303,
 * 307, 308 redirect; 200 rewrites and 404 serves `to` with that status, the
 * URL unchanged); the first rule that matches wins. A rule applies only when
 * no file answers the path (shadowing) unless it ends in `!` (forced).
 * Query conditions (`/store id=:id`), country/language/role conditions and
 * proxying to other origins are not part of what the build writes: a line
 * with them is kept as written (`unsupported`) and never matches.
 *
 * `_headers`: a path pattern on a line of its own, then its headers indented
 * as `Name: value`; `*` matches anything (slashes too), `:placeholder` one
 * segment. Every block whose pattern matches applies; a header named by more
 * than one is joined with ", " (as the hosts combine them).
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** Conditions or options this reader does not apply (query parameters, Country=…): the rule never matches. */
  unsupported?: string[];
}

export interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/** Headers the hosts set themselves: a `_headers` value for them is ignored (Netlify's documented list). */
export const HOST_MANAGED_HEADERS = new Set(
  [
    'Accept-Ranges',
    'Age',
    'Allow',
    'Alt-Svc',
    'Connection',
    'Content-Encoding',
    'Content-Length',
    'Content-Range',
    'Date',
    'Location',
    'Server',
    'Set-Cookie',
    'Trailer',
    'Transfer-Encoding',
    'Upgrade',
  ].map((name) => name.toLowerCase()),
);

const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

/** Whether a rule sends the visitor elsewhere (3xx with Location) rather than serving `to` at the same URL. */
export const isRedirect = (rule: Pick<RedirectRule, 'status'>) => REDIRECT_STATUS.has(rule.status);

const stripComment = (line: string) => {
  // A `#` starts a comment at the start of a line or after whitespace (URLs may hold a fragment).
  const at = line.search(/(^|\s)#/);
  return (at < 0 ? line : line.slice(0, at)).trim();
};

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const fields = stripComment(raw).split(/\s+/).filter(Boolean);
    if (fields.length < 2) continue;
    const [from, ...rest] = fields as [string, ...string[]];
    // Query conditions (`id=:id`) sit between `from` and `to`: everything up to the first path or URL.
    const toIndex = rest.findIndex((field) => /^(\/|https?:\/\/)/.test(field));
    if (toIndex < 0) continue;
    const unsupported = rest.slice(0, toIndex);
    const to = rest[toIndex]!;
    const after = rest.slice(toIndex + 1);
    let status = 301;
    let force = false;
    const statusField = /^(\d{3})(!?)$/.exec(after[0] ?? '');
    if (statusField) {
      status = Number(statusField[1]);
      force = statusField[2] === '!';
      after.shift();
    }
    unsupported.push(...after);
    if (/^https?:\/\//.test(to)) unsupported.push(to);
    rules.push({ from, to, status, force, ...(unsupported.length ? { unsupported } : {}) });
  }
  return rules;
}

export function formatRedirects(rules: readonly RedirectRule[], header?: string): string {
  const lines = rules.map(
    (rule) => `${rule.from}    ${rule.to}    ${rule.status}${rule.force ? '!' : ''}`,
  );
  return [...(header ? [`# ${header}`] : []), ...lines, ''].join('\n');
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(':');
    if (!current || colon < 0) continue;
    const name = raw.slice(0, colon).trim();
    const value = raw.slice(colon + 1).trim();
    if (name) current.headers.push([name, value]);
  }
  return rules;
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .flatMap((rule) => [
      rule.pattern,
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
      '',
    ])
    .join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path pattern as a regular expression: `*` → any characters (named `splat`),
 * `:name` → one segment. `/x/*` also matches `/x` (an empty splat), as the hosts do.
 */
function patternRegExp(pattern: string): RegExp {
  let source: string;
  let rest = pattern;
  if (pattern.endsWith('/*')) rest = pattern.slice(0, -2);
  let splats = 0;
  source = rest
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return (splats += 1) === 1 ? '(?<splat>.*)' : '.*';
      if (part.startsWith(':') && part.length > 1) return `(?<${part.slice(1)}>[^/]+)`;
      return escapeRegExp(part);
    })
    .join('');
  if (pattern.endsWith('/*')) source += splats ? '(?:/.*)?' : '(?:/(?<splat>.*))?';
  return new RegExp(`^${source}$`);
}

const compiled = new Map<string, RegExp>();
function compile(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    regExp = patternRegExp(pattern);
    if (compiled.size > 1000) compiled.clear();
    compiled.set(pattern, regExp);
  }
  return regExp;
}

/** The placeholders and splat of `pattern` matched against `pathname`, or undefined when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const match = compile(pattern).exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(
    Object.entries(match.groups ?? {}).map(([name, value]) => [name, value ?? '']),
  );
}

/** `to` with its `:placeholders` and `:splat` filled in. */
export function fillTarget(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? params[name]! : whole,
  );
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** The target with placeholders filled in (the query string of the request not yet added). */
  target: string;
}

/**
 * The first rule that applies to `pathname`. `exists` tells whether a file
 * answers the path: a rule that is not forced does not apply then (shadowing).
 */
export async function findRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  exists: () => Promise<boolean>,
): Promise<RedirectMatch | undefined> {
  let fileExists: boolean | undefined;
  for (const rule of rules) {
    if (rule.unsupported) continue;
    const params = matchPath(rule.from, pathname);
    if (!params) continue;
    if (!rule.force) {
      fileExists ??= await exists();
      if (fileExists) return undefined;
    }
    return { rule, target: fillTarget(rule.to, params) };
  }
  return undefined;
}

/** The headers of every block whose pattern matches `pathname`, a repeated name joined with ", ". */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!matchPath(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (HOST_MANAGED_HEADERS.has(key)) continue;
      const entry = headers.get(key) ?? { name, values: [] };
      entry.values.push(value);
      headers.set(key, entry);
    }
  }
  return new Map([...headers.values()].map(({ name, values }) => [name, values.join(', ')]));
}
