import type { z } from 'zod';

/** One schema violation, reduced to what an editor needs: where (path), and which rule. */
export interface Violation {
  /** Path into the module's default export, e.g. [2, 'sections', 0, 'heading']. */
  path: PropertyKey[];
  rule: string;
}

type Issue = z.core.$ZodIssue;

export function validateEntry(
  schema: z.ZodType,
  value: unknown,
): { data?: unknown; violations: Violation[] } {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { data: result.data, violations: [] };
  return {
    violations: withoutFollowUps(result.error.issues).flatMap((issue) => toViolations(issue, [])),
  };
}

/**
 * A value of the wrong type fails its type and then, for zod, the length checks
 * of the type it should have had ("tags" given as a string: "expected array",
 * then "at most 6 items" measured on the string). The type is the one thing to fix.
 */
function withoutFollowUps(issues: Issue[]): Issue[] {
  const wrongType = new Set(
    issues
      .filter((issue) => issue.code === 'invalid_type')
      .map((issue) => issue.path.map(String).join('\u0000')),
  );
  return issues.filter(
    (issue) =>
      issue.code === 'invalid_type' || !wrongType.has(issue.path.map(String).join('\u0000')),
  );
}

function toViolations(issue: Issue, prefix: PropertyKey[]): Violation[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: [...path, key], rule: `Unknown field "${key}"` }));
  }
  if (
    issue.input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_union')
  ) {
    return [{ path, rule: 'Required' }];
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Localised fields are `value | { en, de?, ar? }`: report the branch matching what was written.
    const branch =
      typeof issue.input === 'object' && issue.input !== null
        ? issue.errors[issue.errors.length - 1]
        : issue.errors[0];
    if (branch && branch.length > 0) return branch.flatMap((inner) => toViolations(inner, path));
  }
  return [{ path, rule: issue.message }];
}

/** `[2, 'blocks', 4, 'author']` → `blocks[4:testimonial].author`, naming typed blocks on the way. */
export function formatFieldPath(path: ReadonlyArray<PropertyKey>, root: unknown): string {
  let out = '';
  let value: unknown = root;
  for (const key of path) {
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined;
    if (typeof key === 'number') {
      const type =
        value !== null && typeof value === 'object'
          ? (value as { type?: unknown }).type
          : undefined;
      out += typeof type === 'string' ? `[${key}:${type}]` : `[${key}]`;
    } else {
      out += out ? `.${String(key)}` : String(key);
    }
  }
  return out || '(entry)';
}
