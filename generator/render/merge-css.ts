/**
 * Stitches writes its CSS as up to seven groups (theme, global, styled,
 * variants, responsive variants, compound variants, inline css), each as
 * `--sxs{--sxs:<group> <class names>}@media{<rules>}`. Pages are rendered in
 * batches, each from an empty sheet (possibly in different worker threads);
 * this merges the batches' sheets into one: per group, the class names and
 * rules in order of first appearance, batch by batch. A rule's position then
 * depends only on the batches, never on which thread rendered them, so the
 * stylesheet is byte-identical for any number of workers, and the order
 * Stitches relies on (a component's base rule before its variants, a base
 * component before the one extending it) holds as it did within each batch.
 */
interface Group {
  names: string[];
  rules: string[];
}

const MARKER = /--sxs\{--sxs:(\d+)([^}]*)\}@media\{/g;

const [BACKSLASH, DOUBLE_QUOTE, SINGLE_QUOTE, OPEN_BRACE, CLOSE_BRACE] = [
  0x5c, 0x22, 0x27, 0x7b, 0x7d,
];

/** Splits a group body into its top-level rules (rules may nest: @media, @keyframes). */
function topLevelRules(body: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  /** The quote a string in the CSS opened with (0: none). */
  let quote = 0;
  // By char code: a build splits every batch's sheet, megabytes at 10,000 pages.
  for (let index = 0; index < body.length; index += 1) {
    const code = body.charCodeAt(index);
    if (quote) {
      if (code === BACKSLASH) index += 1;
      else if (code === quote) quote = 0;
    } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) quote = code;
    else if (code === OPEN_BRACE) depth += 1;
    else if (code === CLOSE_BRACE) {
      depth -= 1;
      if (depth === 0) {
        rules.push(body.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return rules;
}
/** Parses one Stitches sheet into its groups. */
function parseSheet(css: string): Map<number, Group> {
  const groups = new Map<number, Group>();
  const markers = [...css.matchAll(MARKER)];
  markers.forEach((marker, index) => {
    const bodyStart = (marker.index ?? 0) + marker[0].length;
    // The group's @media{…} closes right before the next marker (or the end).
    const bodyEnd = (index + 1 < markers.length ? markers[index + 1]!.index : css.length) - 1;
    groups.set(Number(marker[1]), {
      names: marker[2]!.trim().split(/\s+/).filter(Boolean),
      rules: topLevelRules(css.slice(bodyStart, bodyEnd)),
    });
  });
  return groups;
}

export function mergeStitchesSheets(sheets: readonly string[]): string {
  const merged = new Map<number, { names: Set<string>; rules: Set<string> }>();
  // A sheet seen before adds nothing: batches of the same templates write the same sheet (at
  // +10,000 pages 105 batches wrote 5 distinct ones), and parsing each again was most of the merge.
  for (const sheet of new Set(sheets)) {
    for (const [group, { names, rules }] of parseSheet(sheet)) {
      let target = merged.get(group);
      if (!target) merged.set(group, (target = { names: new Set(), rules: new Set() }));
      for (const name of names) target.names.add(name);
      for (const rule of rules) target.rules.add(rule);
    }
  }
  return [...merged.keys()]
    .sort((a, b) => a - b)
    .map((group) => {
      const { names, rules } = merged.get(group)!;
      return `--sxs{--sxs:${group} ${[...names].join(' ')}}@media{${[...rules].join('')}}`;
    })
    .join('');
}

/**
 * Whether every rule of each of `sheets` is, word for word, a rule of the same
 * group of `within`. Pages rendered apart (steps/cached-render.ts) keep their
 * batch's cached sheet only if so: their class names alone do not tell, since
 * a rule's text also follows the Stitches config (a breakpoint token edit
 * changes every media query and no class name).
 */
export function rulesWithin(sheets: readonly string[], within: string): boolean {
  const target = new Map(
    [...parseSheet(within)].map(([group, { rules }]) => [group, new Set(rules)]),
  );
  return sheets.every((sheet) =>
    [...parseSheet(sheet)].every(([group, { rules }]) =>
      rules.every((rule) => target.get(group)?.has(rule)),
    ),
  );
}
