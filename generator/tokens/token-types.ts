import { parse as parseColour } from 'culori';
import { z } from 'zod';
import type { TokenType } from './token-type-names.ts';

/**
 * The zod rule for each DTCG token type's `$value` (the types: token-type-names.ts).
 * Style Dictionary copies any value into the CSS unchecked ("#12345",
 * "banana", or "16" turned into "16rem"), so every value is checked here first,
 * with a message a designer can act on (issue 7).
 */
export { isTokenType, TOKEN_TYPES, type TokenType } from './token-type-names.ts';

/** `{color.brand.primary}`: a whole value that is one reference to another token. */
export const REFERENCE = /^\{([^{}]+)\}$/;
/** Every `{…}` reference inside a string (Style Dictionary also resolves references embedded in text). */
export const REFERENCES = /\{([^{}]+)\}/g;

/** The sub-values of composite types and the type each one must have (also for references). */
export const COMPOSITE_FIELDS: Partial<Record<TokenType, Record<string, TokenType>>> = {
  shadow: {
    color: 'color',
    offsetX: 'dimension',
    offsetY: 'dimension',
    blur: 'dimension',
    spread: 'dimension',
  },
};

/** A value as the designer wrote it: strings quoted, everything else as JSON. */
export function shown(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOUR_FUNCTION = /^(?:rgba?|hsla?)\(.*\)$/i;
const DIMENSION = /^(-?(?:\d+|\d*\.\d+))(px|rem|em)$/;
const DURATION = /^(?:\d+|\d*\.\d+)(ms|s)$/;
const NUMERIC = /^-?(?:\d+|\d*\.\d+)$/;

/** Each explainer returns why a value is wrong for its type, or undefined when it is fine. */
type Explainer = (value: unknown) => string | undefined;

const explainColour: Explainer = (value) => {
  if (
    typeof value === 'string' &&
    (HEX.test(value) || (COLOUR_FUNCTION.test(value) && parseColour(value) !== undefined))
  )
    return undefined;
  return `${shown(value)} is not a colour (use #rrggbb, #rgb, or rgb()/hsl())`;
};

const explainDimension: Explainer = (value) => {
  if (typeof value === 'string' && DIMENSION.test(value)) return undefined;
  if (typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value))) {
    return `${shown(value)} has no unit (write "${value}px" or "${value}rem")`;
  }
  const unit = typeof value === 'string' ? /^-?[\d.]+([a-z%]+)$/i.exec(value)?.[1] : undefined;
  if (unit) return `${shown(value)}: the unit "${unit}" is not supported (use px, rem or em)`;
  return `${shown(value)} is not a dimension (use a number with px, rem or em, e.g. "16px" or "1.5rem")`;
};

const explainDuration: Explainer = (value) => {
  if (typeof value === 'string' && DURATION.test(value)) return undefined;
  if (typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value))) {
    return `${shown(value)} has no unit (write "${value}ms" or "${value}s")`;
  }
  return `${shown(value)} is not a duration (use seconds or milliseconds, e.g. "0.3s" or "150ms")`;
};

const explainCubicBezier: Explainer = (value) => {
  const fine =
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((part) => typeof part === 'number' && Number.isFinite(part)) &&
    [value[0], value[2]].every((x) => x >= 0 && x <= 1);
  return fine
    ? undefined
    : `${shown(value)} is not a cubic Bézier curve (use four numbers [x1, y1, x2, y2], with x1 and x2 between 0 and 1)`;
};

const explainNumber: Explainer = (value) => {
  if (typeof value === 'number' && Number.isFinite(value)) return undefined;
  if (typeof value === 'string' && NUMERIC.test(value))
    return `${shown(value)} is text, not a number (write it without quotes: ${value})`;
  return `${shown(value)} is not a number`;
};

const explainFontFamily: Explainer = (value) => {
  const names = typeof value === 'string' ? [value] : value;
  const fine =
    Array.isArray(names) &&
    names.length > 0 &&
    names.every((name) => typeof name === 'string' && name.trim() !== '');
  return fine
    ? undefined
    : `${shown(value)} is not a font family (use a name or a list of names, e.g. ["Montserrat", "sans-serif"])`;
};

const explainFontWeight: Explainer = (value) => {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000)
    return undefined;
  if (typeof value === 'string' && NUMERIC.test(value))
    return `${shown(value)} is text, not a font weight (write the number without quotes: ${value})`;
  return `${shown(value)} is not a font weight (use a number from 1 to 1000, e.g. 600)`;
};

/** A zod rule from an explainer; values that are `{references}` pass (the validator checks them against their target). */
function rule(explain: Explainer): z.ZodType {
  return z.unknown().superRefine((value, context) => {
    if (typeof value === 'string' && REFERENCE.test(value)) return;
    const reason = value === undefined ? 'missing' : explain(value);
    if (reason) context.addIssue({ code: 'custom', message: reason });
  });
}

const shadowLayer = z.strictObject(
  {
    color: rule(explainColour),
    offsetX: rule(explainDimension),
    offsetY: rule(explainDimension),
    blur: rule(explainDimension),
    spread: rule(explainDimension),
    inset: z.boolean({ error: (issue) => `${shown(issue.input)} is not true or false` }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? undefined
        : `${shown(issue.input)} is not a shadow (use { "color", "offsetX", "offsetY", "blur", "spread" })`,
  },
);

export const VALUE_RULES: Record<TokenType, z.ZodType> = {
  color: rule(explainColour),
  dimension: rule(explainDimension),
  duration: rule(explainDuration),
  cubicBezier: rule(explainCubicBezier),
  number: rule(explainNumber),
  fontFamily: rule(explainFontFamily),
  fontWeight: rule(explainFontWeight),
  shadow: z.union([shadowLayer, z.array(shadowLayer).min(1)], {
    error: () =>
      'is not a shadow (use { "color", "offsetX", "offsetY", "blur", "spread" }, or a list of them)',
  }),
};

export interface ValueIssue {
  /** Where inside a composite value, e.g. ['blur'] or [1, 'color']; empty for the whole value. */
  field: PropertyKey[];
  reason: string;
}

/** Checks one `$value` against its type's rule. */
export function checkValue(type: TokenType, value: unknown): ValueIssue[] {
  const result = VALUE_RULES[type].safeParse(value, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue): ValueIssue[] => {
    // A shadow list with one broken layer: report that layer's fields, not "no branch matched".
    if (issue.code === 'invalid_union') {
      const branch = Array.isArray(value) ? issue.errors[1] : issue.errors[0];
      if (branch?.length)
        return branch.map((inner) => ({ field: inner.path, reason: fieldReason(inner) }));
    }
    return [{ field: issue.path, reason: fieldReason(issue) }];
  });
}

function fieldReason(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'missing';
  return issue.message;
}
