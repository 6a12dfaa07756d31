import type { ComponentType } from 'react';

/**
 * Every island the runtime can hydrate, loaded on demand: each becomes its own
 * chunk, so a page only downloads the islands it has, when it needs them.
 */
export const islandLoaders = {
  newsletter: () => import('../forms/NewsletterForm.tsx').then((module) => module.NewsletterForm as ComponentType<never>),
  'contact-form': () => import('../forms/ContactForm.tsx').then((module) => module.ContactForm as ComponentType<never>),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
