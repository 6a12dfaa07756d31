/**
 * Breakpoint tokens → named media queries.
 * A group with `min` and `max` yields `{group}` (the range), `{group}Up` and `{group}Down`;
 * a group with only `max` yields `{group}`; any other single value yields a min-width query.
 */
export function mediaQueriesFrom(
  breakpoints: Array<{ path: string[]; value: string }>,
): Record<string, string> {
  const camel = (parts: string[]) =>
    parts.join('-').replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
  const groups = new Map<string, { min?: string; max?: string }>();
  const media: Record<string, string> = {};
  for (const { path, value } of breakpoints) {
    const last = path[path.length - 1];
    if (last === 'min' || last === 'max') {
      const group = camel(path.slice(0, -1));
      groups.set(group, { ...groups.get(group), [last]: value });
    } else {
      media[camel(path)] = `(min-width: ${value})`;
    }
  }
  for (const [group, { min, max }] of groups) {
    if (min && max) {
      media[group] = `(min-width: ${min}) and (max-width: ${max})`;
      media[`${group}Up`] = `(min-width: ${min})`;
      media[`${group}Down`] = `(max-width: ${max})`;
    } else if (max) {
      media[group] = `(max-width: ${max})`;
    } else if (min) {
      media[group] = `(min-width: ${min})`;
    }
  }
  media.reducedMotion = '(prefers-reduced-motion: reduce)';
  media.motionOk = '(prefers-reduced-motion: no-preference)';
  return media;
}
