import type { RuntimeConfigData } from '../components/layout/RuntimeConfig.tsx';

/** The page's #runtime-config JSON (see components/layout/RuntimeConfig.tsx); undefined on pages without it. */
export function readRuntimeConfig(root: Document = document): RuntimeConfigData | undefined {
  const element = root.getElementById('runtime-config');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as RuntimeConfigData;
  } catch (error) {
    console.error('[runtime] #runtime-config is not valid JSON:', error);
    return undefined;
  }
}
