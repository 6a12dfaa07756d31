import type { ComponentType } from 'react';
import type { TokenEntry } from '../build-tokens.ts';
import type { TokenClasses } from './token-classes.ts';

/** One part of the token reference page: which tokens it shows, and how. */
export interface ReferenceSection {
  /** The section's id, the target of its link in the page's navigation. */
  id: string;
  title: string;
  /** The first section in page order that claims a token shows it; "Other tokens" takes the rest. */
  claims: (entry: TokenEntry) => boolean;
  /** The section's content under its heading. */
  Body: ComponentType<SectionProps>;
}

export interface SectionProps {
  /** The tokens the section claimed, in file order. */
  entries: TokenEntry[];
  context: SectionContext;
}

export interface SectionContext {
  /** Filled while the page renders: React renders it once, in document order, which is the stylesheet's order. */
  classes: TokenClasses;
  /** Every token by id, for sections that look up a related token (surfaces, brand fonts). */
  byId: ReadonlyMap<string, TokenEntry>;
}

/** Tokens grouped by the path segment at `depth` (e.g. `color.brand.*` → "brand"), in file order. */
export function groupBy(
  entries: TokenEntry[],
  depth: number,
  fallback: string,
): Map<string, TokenEntry[]> {
  const groups = new Map<string, TokenEntry[]>();
  for (const entry of entries) {
    const key = entry.path.length > depth + 1 ? entry.path[depth]! : fallback;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return groups;
}

/** "large-desktop" → "Large desktop" */
export function label(segment: string): string {
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
