import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserServicesProvider } from '../../components/islands/browser-services.tsx';
import { islandLoaders } from '../../components/islands/registry.ts';
import type { IslandName } from '../../shared/contracts/islands.ts';
import { browserServices } from './browser-services.ts';
import { typedValues } from './typed-values.ts';

/** Reads an island's serialised props (the <script type="application/json"> right after it). */
export function islandProps(element: HTMLElement): Record<string, unknown> {
  const script = element.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-island-props')) {
    throw new Error(`island "${element.dataset.island}" has no props script`);
  }
  return JSON.parse(script.textContent ?? 'null') as Record<string, unknown>;
}

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`unknown island "${name}"`);
  const Component = (await load()) as ComponentType<never>;
  const typed = typedValues(element);
  const props =
    Object.keys(typed).length > 0 ? { ...islandProps(element), typed } : islandProps(element);
  hydrateRoot(
    element,
    createElement(
      BrowserServicesProvider,
      { value: browserServices },
      createElement(Component, props as never),
    ),
    {
      onRecoverableError: (error) =>
        console.warn(`[islands] "${name}" recovered from a hydration mismatch:`, error),
    },
  );
}
