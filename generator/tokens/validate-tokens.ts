import { problem, type Problem } from '../errors/build-error.ts';
import {
  TokenReferenceBroken,
  TokenStructureInvalid,
  TokenTypeUnknown,
  TokenValueInvalid,
} from '../errors/catalogue.ts';
import { closestName } from './closest-name.ts';
import type { TokenFile } from './read-token-files.ts';
import {
  COMPOSITE_FIELDS,
  REFERENCE,
  REFERENCES,
  TOKEN_TYPES,
  checkValue,
  isTokenType,
  type TokenType,
} from './token-types.ts';

/**
 * Checks parsed token files before Style Dictionary sees them: the shape of
 * every group and token, every `$type`, every `$value` against its type, and
 * every `{reference}` (it exists, has the right type, does not loop back).
 * Style Dictionary would pass most of these mistakes into the CSS unnoticed,
 * and names a missing reference without its file (issue 7).
 */
export interface TokenDefinition {
  /** `color.brand.primary` */
  id: string;
  path: string[];
  file: string;
  /** Own or inherited `$type`; for an alias without one, the type of the token it refers to. */
  type: TokenType | undefined;
  /** `$value` as written (a `{reference}` stays a reference). */
  value: unknown;
  description: string | undefined;
}

export interface TokenValidation {
  problems: Problem[];
  tokens: Map<string, TokenDefinition>;
}

const GROUP_PROPERTIES = ['$type', '$description', '$extensions', '$deprecated'];
const TOKEN_PROPERTIES = ['$value', ...GROUP_PROPERTIES];

type Where = (keys: ReadonlyArray<string | number>) => string;

export function validateTokens(files: readonly TokenFile[]): TokenValidation {
  const problems: Problem[] = [];
  const tokens = new Map<string, TokenDefinition>();
  const groups = new Set<string>();
  /** Tokens below an unknown $type: already reported once at the $type, so their values are not checked. */
  const untyped = new Set<string>();
  const whereOf = new Map<string, Where>();

  for (const { file, json, locate } of files) {
    const where: Where = (keys) => {
      const { line, column } = locate(keys);
      return `${file}:${line}:${column}`;
    };
    if (!isObject(json)) {
      problems.push(
        problem(TokenStructureInvalid, {
          where: where([]),
          token: '(file)',
          reason: 'the file must hold one JSON object of token groups',
        }),
      );
      continue;
    }
    const visit = (
      node: Record<string, unknown>,
      path: string[],
      inherited: { type?: TokenType; broken: boolean },
    ) => {
      const id = path.join('.');
      const isToken = '$value' in node;
      let { type, broken } = inherited;
      if ('$type' in node) {
        if (isTokenType(node.$type)) type = node.$type;
        else {
          broken = true;
          const suggestion =
            typeof node.$type === 'string' ? closestName(node.$type, TOKEN_TYPES) : undefined;
          problems.push(
            problem(TokenTypeUnknown, {
              where: where([...path, '$type']),
              token: id || '(file)',
              reason: `$type ${JSON.stringify(node.$type)} is not a type the generator builds${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
            }),
          );
        }
      }
      for (const [key, child] of Object.entries(node)) {
        if (key.startsWith('$')) {
          const allowed = isToken ? TOKEN_PROPERTIES : GROUP_PROPERTIES;
          if (allowed.includes(key)) continue;
          const suggestion = closestName(key, TOKEN_PROPERTIES);
          problems.push(
            problem(TokenStructureInvalid, {
              where: where([...path, key]),
              token: id || '(file)',
              reason: `unknown property "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
            }),
          );
          continue;
        }
        const childPath = [...path, key];
        if (isToken) {
          problems.push(
            problem(TokenStructureInvalid, {
              where: where(childPath),
              token: id,
              reason: `"${key}" sits inside a token, which holds only $value, $type and $description (move "${key}" beside it, or make ${id} a group)`,
            }),
          );
        } else if (/[.{}]/.test(key)) {
          problems.push(
            problem(TokenStructureInvalid, {
              where: where(childPath),
              token: childPath.join('.'),
              reason: `the name "${key}" contains ".", "{" or "}", which references use`,
            }),
          );
        } else if (!isObject(child)) {
          problems.push(
            problem(TokenStructureInvalid, {
              where: where(childPath),
              token: childPath.join('.'),
              reason: `${JSON.stringify(child)} is neither a token nor a group (write { "$value": ${JSON.stringify(child)} })`,
            }),
          );
        } else {
          visit(child, childPath, { ...(type ? { type } : {}), broken });
        }
      }
      if (!isToken) {
        if (id) groups.add(id);
        return;
      }
      const existing = tokens.get(id);
      if (existing) {
        problems.push(
          problem(TokenStructureInvalid, {
            where: where(path),
            token: id,
            reason: `is defined twice, here and in ${existing.file}`,
          }),
        );
        return;
      }
      tokens.set(id, {
        id,
        path,
        file,
        type,
        value: node.$value,
        description: typeof node.$description === 'string' ? node.$description : undefined,
      });
      whereOf.set(id, where);
      if (broken) untyped.add(id);
    };
    visit(json, [], { broken: false });
  }

  const references = collectReferences(tokens);
  resolveAliasTypes(tokens, references);
  const at = (token: TokenDefinition, field: ReadonlyArray<string | number> = []) =>
    whereOf.get(token.id)!([...token.path, '$value', ...field]);

  for (const token of tokens.values()) {
    for (const { target, field, whole } of references.get(token.id) ?? []) {
      const referenced = tokens.get(target);
      const label = labelOf(token, field);
      if (!referenced) {
        problems.push(
          problem(TokenReferenceBroken, {
            where: at(token, field),
            token: label,
            reason: missingReason(target, tokens, groups),
            kind: 'missing',
          }),
        );
        continue;
      }
      const fieldName = [...field]
        .reverse()
        .find((part): part is string => typeof part === 'string');
      const expected =
        fieldName && token.type ? COMPOSITE_FIELDS[token.type]?.[fieldName] : token.type;
      if (whole && expected && referenced.type && referenced.type !== expected) {
        problems.push(
          problem(TokenReferenceBroken, {
            where: at(token, field),
            token: label,
            reason: `{${target}} is ${article(referenced.type)}, not ${article(expected)}`,
            kind: 'type',
          }),
        );
      }
    }
    if (untyped.has(token.id)) continue;
    if (!token.type) {
      problems.push(
        problem(TokenTypeUnknown, {
          where: at(token),
          token: token.id,
          reason: 'has no $type (set "$type" on the token or on its group)',
        }),
      );
      continue;
    }
    if (typeof token.value === 'string' && REFERENCE.test(token.value)) continue;
    for (const issue of checkValue(token.type, token.value)) {
      const field = issue.field.filter((part): part is string | number => typeof part !== 'symbol');
      problems.push(
        problem(TokenValueInvalid, {
          where: at(token, field),
          token: labelOf(token, field),
          reason: issue.reason,
        }),
      );
    }
  }

  for (const cycle of findCycles(tokens, references)) {
    const first = tokens.get(cycle[0]!)!;
    problems.push(
      problem(TokenReferenceBroken, {
        where: at(first),
        token: first.id,
        reason: `{${cycle[1]}} leads back here (${cycle.join(' → ')})`,
        kind: 'cycle',
      }),
    );
  }
  return { problems: inFileOrder(problems, files), tokens };
}

/**
 * Problems in the order a designer reads the files: by file, line, column. They
 * are found in two passes (shape and types, then values and references), and
 * every message here starts with its `file:line:column`.
 */
function inFileOrder(problems: Problem[], files: readonly TokenFile[]): Problem[] {
  const order = new Map(files.map(({ file }, index) => [file, index]));
  const key = (item: Problem) => {
    const [, file = '', line = '0', column = '0'] = /^(.+?):(\d+):(\d+)/.exec(item.message) ?? [];
    return [order.get(file) ?? files.length, Number(line), Number(column)];
  };
  return problems
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
    .map(({ item }) => item);
}

interface Reference {
  target: string;
  /** Where in the value the reference sits (empty for the whole value). */
  field: Array<string | number>;
  /** The string is this one reference and nothing else (so the value takes the target's type). */
  whole: boolean;
}

function collectReferences(tokens: Map<string, TokenDefinition>): Map<string, Reference[]> {
  const found = new Map<string, Reference[]>();
  const walk = (value: unknown, field: Array<string | number>, into: Reference[]) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(REFERENCES))
        into.push({ target: match[1]!, field, whole: REFERENCE.test(value) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...field, index], into));
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) walk(item, [...field, key], into);
    }
  };
  for (const token of tokens.values()) {
    const list: Reference[] = [];
    walk(token.value, [], list);
    if (list.length) found.set(token.id, list);
  }
  return found;
}

/** An alias without its own $type takes the type of the token it names (DTCG §6.3), following chains. */
function resolveAliasTypes(
  tokens: Map<string, TokenDefinition>,
  references: Map<string, Reference[]>,
): void {
  const resolve = (token: TokenDefinition, seen: Set<string>): TokenType | undefined => {
    if (token.type || seen.has(token.id)) return token.type;
    seen.add(token.id);
    const alias = references
      .get(token.id)
      ?.find((reference) => reference.whole && reference.field.length === 0);
    const target = alias && tokens.get(alias.target);
    return target ? resolve(target, seen) : undefined;
  };
  for (const token of tokens.values()) token.type = resolve(token, new Set());
}

/** Each reference cycle once, as token ids from its first token (in file order) back to it. */
function findCycles(
  tokens: Map<string, TokenDefinition>,
  references: Map<string, Reference[]>,
): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (id: string, trail: string[]) => {
    const index = trail.indexOf(id);
    if (index >= 0) {
      cycles.push([...trail.slice(index), id]);
      return;
    }
    if (done.has(id)) return;
    for (const { target } of references.get(id) ?? [])
      if (tokens.has(target)) visit(target, [...trail, id]);
    done.add(id);
  };
  for (const id of tokens.keys()) visit(id, []);
  return cycles;
}

function missingReason(
  target: string,
  tokens: Map<string, TokenDefinition>,
  groups: Set<string>,
): string {
  if (groups.has(target)) {
    const example = [...tokens.keys()].find((id) => id.startsWith(`${target}.`));
    return `{${target}} names a group, not a token${example ? ` (e.g. {${example}})` : ''}`;
  }
  const parent = target.split('.').slice(0, -1).join('.');
  const name = target.split('.').at(-1) ?? target;
  if (parent && groups.has(parent)) {
    const siblings = [...tokens.values()]
      .filter((token) => token.path.slice(0, -1).join('.') === parent)
      .map((token) => token.path.at(-1)!);
    const suggestion = closestName(name, siblings);
    if (suggestion) return `{${target}} names no token (did you mean {${parent}.${suggestion}}?)`;
    return `{${target}} names no token (${parent} holds ${siblings.length ? siblings.join(', ') : 'only groups'})`;
  }
  const suggestion = closestName(target, tokens.keys());
  return `{${target}} names no token${suggestion ? ` (did you mean {${suggestion}}?)` : ''}`;
}

/** `shadow.card › blur` for a part of a composite value, else the token's id. */
function labelOf(token: TokenDefinition, field: ReadonlyArray<string | number>): string {
  return field.length ? `${token.id} › ${field.join('.')}` : token.id;
}

function article(type: TokenType): string {
  return `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
