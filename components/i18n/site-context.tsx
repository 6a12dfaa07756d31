import { createContext, useContext, type ReactNode } from 'react';
import type { Locale, Localized } from '../../content/schema/primitives.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import type { Route } from '../../shared/model/route.ts';
import { englishAttributes, type Resolved } from '../../shared/model/localized.ts';
import type { SiteSettings } from '../../shared/model/site-settings.ts';
import type { RenderSession } from '../render-session.ts';

/**
 * Everything a component may know about the page being rendered. Components
 * never read files or the environment (ARCHITECTURE.md): the generator puts
 * it all here.
 */
export interface SiteContextValue {
  route: Route;
  locale: Locale;
  dir: 'ltr' | 'rtl';
  content: Content;
  /** Resolves a localised content field for this page's locale (with English fallback). */
  localize: <T>(value: Localized<T>) => Resolved<T>;
  /** English path → the same page in this locale. Leaves external URLs alone. */
  href: (path: string) => string;
  /** content/media path → its hashed URL in dist/_assets. */
  mediaUrl: (src: string) => string;
  /** Used by the copyright line (SPEC §1: current year). */
  year: number;
  /** Build-time settings (endpoints, feature flags), chosen by the generator from its environment. */
  settings: SiteSettings;
  /**
   * Server rendering: the page leaves slots where the header and the footer
   * go, and components/server-entry.tsx splices in the ones it rendered once
   * for the locale (together, four fifths of every page's markup).
   */
  chromeSlots?: boolean;
  /** Server rendering: what the renderer keeps between pages (components/render-session.ts). */
  session?: RenderSession;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({
  value,
  children,
}: {
  value: SiteContextValue;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** Attributes for English-only content on the current page (see englishAttributes). */
export function useEnglishAttributes() {
  return englishAttributes(useSite().locale);
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('`useSite` must be used within `SiteProvider`');
  return value;
}

/**
 * The session of the server render in progress; null outside one (component
 * tests), where components work everything out afresh: same markup, nothing kept.
 */
export function useRenderSession(): RenderSession | null {
  return useContext(SiteContext)?.session ?? null;
}
