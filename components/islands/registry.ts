import type { ComponentType } from 'react';
import type { IslandName, IslandPropsByName } from '../../shared/contracts/islands.ts';

/**
 * Every island the runtime can hydrate, loaded on demand: each becomes its own
 * chunk, so a page only downloads the islands it has, when it needs them.
 */
export const islandLoaders = {
  newsletter: () => import('../forms/NewsletterForm.tsx').then((module) => module.NewsletterForm),
  'contact-form': () => import('../forms/ContactForm.tsx').then((module) => module.ContactForm),
} satisfies { [Name in IslandName]: () => Promise<ComponentType<IslandPropsByName[Name]>> };
