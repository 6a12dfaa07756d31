import { RUNTIME_CONFIG_ID, type RuntimeConfigData } from '../shared/contracts/runtime-config.ts';

/** The page's #runtime-config JSON (written by components/layout/RuntimeConfig.tsx); undefined on pages without it. */
export function readRuntimeConfig(root: Document = document): RuntimeConfigData | undefined {
  const element = root.getElementById(RUNTIME_CONFIG_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as RuntimeConfigData;
  } catch (error) {
    console.error('[runtime] #runtime-config is not valid JSON:', error);
    return undefined;
  }
}
