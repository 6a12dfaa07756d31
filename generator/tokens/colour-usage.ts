/**
 * Which theme colours the generated CSS puts on which backgrounds (issue 6 item 4), so a
 * test can demand that every combination is in the declared contrast list
 * (components/theme/contrast-pairs.ts). Reads Stitches output: rules are flat, a styled
 * component's nested selectors start with its class, colours are `var(--fh-colors-…)`.
 */
export interface ColourUse {
  /** The rule's selector, with its enclosing at-rules, for messages. */
  where: string;
  property: 'color' | 'background' | 'outline' | 'accent-color';
  /** Theme colour keys in the value; a gradient has several. */
  tokens: string[];
  /** Colours written literally (hex, rgb(), hsl()) instead of as tokens. */
  literals: string[];
}

export interface ColourCombination {
  where: string;
  foreground: string;
  background: string;
  use: 'text' | 'ui';
}

export interface ColourUsage {
  uses: ColourUse[];
  /** A foreground and a background set by the same rule, or by a rule and its component's root rule. */
  combinations: ColourCombination[];
}

interface Rule {
  selector: string;
  where: string;
  declarations: Map<string, string>;
}

const PROPERTY: Record<string, ColourUse['property']> = {
  color: 'color',
  'background-color': 'background',
  background: 'background',
  'background-image': 'background',
  outline: 'outline',
  'outline-color': 'outline',
  'accent-color': 'accent-color',
};

const LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

/** Leaf rules of a stylesheet (declarations with the selector that owns them), at-rules kept as context. */
function leafRules(css: string): Rule[] {
  const rules: Rule[] = [];
  const stack: string[] = [];
  let buffer = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      stack.push(buffer.trim());
      buffer = '';
    } else if (char === '}') {
      const selector = stack.pop() ?? '';
      const body = buffer.trim();
      buffer = '';
      if (!body || selector.startsWith('@')) continue;
      const declarations = new Map<string, string>();
      for (const declaration of body.split(';')) {
        const colon = declaration.indexOf(':');
        if (colon > 0)
          declarations.set(
            declaration.slice(0, colon).trim().toLowerCase(),
            declaration.slice(colon + 1).trim(),
          );
      }
      rules.push({
        selector,
        where: [...stack.filter((outer) => /^@(media|supports)\s*\S/.test(outer)), selector].join(
          ' ',
        ),
        declarations,
      });
    } else {
      buffer += char;
    }
  }
  return rules;
}

/** The first class of a selector: the styled component (or variant) the rule belongs to. */
function rootClass(selector: string): string | undefined {
  return /^\.([\w-]+)/.exec(selector.trim())?.[1];
}

/**
 * `themeColours` maps theme keys to their token variables (`textBody` → `var(--color-text-body)`),
 * so both Stitches' `var(--fh-colors-textBody)` and a direct `var(--color-text-body)` resolve.
 */
export function colourUsage(
  css: string,
  themeColours: Record<string, string>,
  prefix = 'fh',
): ColourUsage {
  const byVariable = new Map<string, string>();
  for (const [key, reference] of Object.entries(themeColours)) {
    byVariable.set(`--${prefix}-colors-${key}`, key);
    const variable = /^var\((--[\w-]+)\)$/.exec(reference)?.[1];
    if (variable) byVariable.set(variable, key);
  }
  const tokensIn = (value: string) =>
    Array.from(value.matchAll(/var\((--[\w-]+)\)/g), (match) => byVariable.get(match[1]!)).filter(
      (key): key is string => Boolean(key),
    );

  const rules = leafRules(css);
  const uses: ColourUse[] = [];
  const colourOf = (rule: Rule, property: ColourUse['property']) =>
    [...rule.declarations]
      .filter(([name]) => PROPERTY[name] === property)
      .flatMap(([, value]) => tokensIn(value));
  for (const rule of rules) {
    for (const [name, value] of rule.declarations) {
      const property = PROPERTY[name];
      if (!property) continue;
      const withoutVariables = value.replace(/var\([^)]*\)/g, '');
      uses.push({
        where: rule.where,
        property,
        tokens: tokensIn(value),
        literals: withoutVariables.match(LITERAL) ?? [],
      });
    }
  }

  // A component's root rule: the one whose selector is its class alone (the base or variant style).
  const roots = new Map<string, Rule>();
  for (const rule of rules)
    if (/^\.[\w-]+$/.test(rule.selector.trim())) roots.set(rule.selector.trim().slice(1), rule);

  const combinations: ColourCombination[] = [];
  for (const rule of rules) {
    const root = rootClass(rule.selector);
    const rootRule = root && roots.get(root) !== rule ? roots.get(root) : undefined;
    const own = {
      text: colourOf(rule, 'color'),
      background: colourOf(rule, 'background'),
      ui: [...colourOf(rule, 'outline'), ...colourOf(rule, 'accent-color')],
    };
    const backgrounds = own.background.length
      ? own.background
      : rootRule
        ? colourOf(rootRule, 'background')
        : [];
    // A rule that only changes the background keeps its component's text colour.
    const texts = own.text.length
      ? own.text
      : own.background.length && rootRule
        ? colourOf(rootRule, 'color')
        : [];
    for (const background of backgrounds) {
      for (const foreground of texts)
        combinations.push({ where: rule.where, foreground, background, use: 'text' });
      for (const foreground of own.ui)
        combinations.push({ where: rule.where, foreground, background, use: 'ui' });
    }
  }
  return { uses, combinations };
}
