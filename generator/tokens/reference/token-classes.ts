import type { TokenEntry } from '../build-tokens.ts';

/**
 * One CSS class per token shown on the page, setting `--t` to the token's own
 * custom property (`.t-space-4 { --t: var(--space-4) }`), plus any numbers a
 * drawing needs (a bar's share of its scale). The page's stylesheet then
 * paints swatches, bars and samples from `var(--t)`: the page uses the site's
 * live tokens and needs no inline styles, which html-validate rejects.
 * Rules are kept in the order the page first asks for them: the sections ask
 * while React renders them (once, in document order), so the stylesheet, and
 * its hashed name, only change when the page does.
 */
export class TokenClasses {
  private rules = new Map<string, string>();

  /** The class for `entry`; `extra` adds custom properties, e.g. `{ '--t-share': 0.5 }`. */
  for(entry: TokenEntry, extra: Record<string, number> = {}, variant = ''): string {
    const name = `t-${entry.cssVariable.slice(2)}${variant ? `--${variant}` : ''}`;
    const declarations = [
      `--t:var(${entry.cssVariable})`,
      ...Object.entries(extra).map(([property, value]) => `${property}:${round(value)}`),
    ];
    this.rules.set(name, `.${name}{${declarations.join(';')}}`);
    return name;
  }

  /** A class that is not one token's, e.g. a contrast surface: `.dt-on-dark { --surface: var(--color-surface-dark) }`. */
  custom(name: string, declarations: Record<string, string>): string {
    this.rules.set(
      name,
      `.${name}{${Object.entries(declarations)
        .map(([property, value]) => `${property}:${value}`)
        .join(';')}}`,
    );
    return name;
  }

  css(): string {
    return [...this.rules.values()].join('\n');
  }
}

function round(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}
