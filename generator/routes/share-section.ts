import type { Route } from '../../shared/model/route.ts';
import { pageKindOf } from '../../components/page-kinds/registry.ts';
import type { ShareSection } from '../../components/page-kinds/share-sections.ts';

/** The section whose share card a route shows: its page kind decides (components/page-kinds/share-sections.ts). */
export function shareImageSection(route: Route): ShareSection {
  return pageKindOf(route).shareSection(route.page);
}

/** The key of a share card: one per section and locale (`services/de`). */
export function shareCardKey(section: ShareSection, locale: string): string {
  return `${section}/${locale}`;
}

/** The share card a route shows. */
export function shareCardKeyOf(route: Route): string {
  return shareCardKey(shareImageSection(route), route.locale);
}
