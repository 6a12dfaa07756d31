import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Island, type HydrationStrategy } from '../../components/islands/Island.tsx';
import { islandLoaders } from '../../components/islands/registry.ts';
import type { IslandName, IslandPropsByName } from '../../shared/contracts/islands.ts';

/**
 * An island rendered as the generator renders it in a page (wrapper, markup,
 * props script), so the runtime hydrates it like any other.
 */
export async function renderIsland<Name extends IslandName>(
  name: Name,
  strategy: HydrationStrategy,
  props: IslandPropsByName[Name],
): Promise<string> {
  const component = (await islandLoaders[name]()) as ComponentType<IslandPropsByName[Name]>;
  return renderToString(
    <Island name={name} strategy={strategy} component={component} props={props} />,
  );
}
