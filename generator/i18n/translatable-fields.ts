import type { z } from 'zod';
import { resolveLocalized } from '../../shared/model/localized.ts';
import {
  copiedSchemas,
  DEFAULT_LOCALE,
  localizedSchemas,
  type Locale,
} from '../../content/schema/primitives.ts';

/** One value a translator writes: a field made with `localized()`, as the module wrote it. */
export interface TranslatableField {
  /** Path into the entry, e.g. ['sections', 2, 'paragraphs', 0]. */
  path: PropertyKey[];
  /** A plain value (English only) or `{ en, de?, ar? }`. */
  value: unknown;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  discriminator?: string;
  values?: unknown[];
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Walks an entry beside its schema and lists every localised field in source
 * order. Unions that are not `localized()` (section and block types) follow the
 * option the value matches, so each block's fields are found under its own type.
 */
export function translatableFields(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): TranslatableField[] {
  const out: TranslatableField[] = [];
  walk(schema, value, path, out);
  return out;
}

function walk(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
  out: TranslatableField[],
): void {
  if (value === undefined || value === null || copiedSchemas.has(schema) || !holdsLocalized(schema))
    return;
  if (localizedSchemas.has(schema)) {
    out.push({ path, value });
    return;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      if (typeof value !== 'object') return;
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        walk(field, (value as Record<string, unknown>)[key], [...path, key], out);
      }
      return;
    case 'array':
      if (!Array.isArray(value)) return;
      value.forEach((item, index) => walk(def.element!, item, [...path, index], out));
      return;
    case 'union': {
      const match = def.discriminator
        ? optionByDiscriminator(def, value)
        : def.options!.find((option) => option.safeParse(value).success);
      if (match) walk(match, value, path, out);
      return;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      walk(def.innerType!, value, path, out);
      return;
    case 'pipe':
      walk(def.in!, value, path, out);
      return;
    case 'lazy':
      walk(def.getter!(), value, path, out);
      return;
    default:
      return;
  }
}

const holding = new WeakMap<z.ZodType, boolean>();

/** Whether a schema has a localised field anywhere inside: the walk skips the rest (slugs, paths, images, numbers). */
function holdsLocalized(schema: z.ZodType): boolean {
  let known = holding.get(schema);
  if (known !== undefined) return known;
  holding.set(schema, false); // a recursive schema's own reference counts as nothing found yet
  const def = defOf(schema);
  const children: z.ZodType[] =
    def.type === 'object'
      ? Object.values(def.shape ?? {})
      : def.type === 'array'
        ? [def.element!]
        : def.type === 'union'
          ? def.options!
          : def.type === 'pipe'
            ? [def.in!]
            : def.type === 'lazy'
              ? [def.getter!()]
              : def.innerType
                ? [def.innerType]
                : [];
  known = localizedSchemas.has(schema) || children.some(holdsLocalized);
  holding.set(schema, known);
  return known;
}

/** A block's option by its `type` (so a block that fails its schema still has its fields listed). */
function optionByDiscriminator(def: Def, value: unknown): z.ZodType | undefined {
  if (typeof value !== 'object') return undefined;
  const tag = (value as Record<string, unknown>)[def.discriminator!];
  return def.options!.find((option) => {
    const literal = defOf(option).shape?.[def.discriminator!];
    return literal !== undefined && (defOf(literal).values ?? []).includes(tag);
  });
}

/** The English text of a localised value. */
export function englishOf(value: unknown): unknown {
  return resolveLocalized(value, DEFAULT_LOCALE).value;
}

/** The translation for `locale`, or undefined where the value falls back to English. */
export function translationOf(value: unknown, locale: string): unknown {
  const resolved = resolveLocalized(value, locale as Locale);
  return resolved.lang ? undefined : resolved.value;
}
