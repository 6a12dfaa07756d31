import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserServices } from '../../shared/contracts/browser-services.ts';

/** On the server nothing is tracked or shown: islands render their markup only. */
const serverServices: BrowserServices = {
  track: () => {},
  notify: { success: () => {}, info: () => {}, error: () => {} },
  visit: () => ({ entryPoint: '' }),
};

const BrowserServicesContext = createContext<BrowserServices>(serverServices);

/** Given by the runtime around every island it hydrates or mounts (runtime/islands/browser-services.ts). */
export function BrowserServicesProvider({
  value,
  children,
}: {
  value: BrowserServices;
  children?: ReactNode;
}) {
  return (
    <BrowserServicesContext.Provider value={value}>{children}</BrowserServicesContext.Provider>
  );
}

/** Analytics, toasts and the visit's campaign: the browser's, or no-ops while rendering on the server. */
export function useBrowserServices(): BrowserServices {
  return useContext(BrowserServicesContext);
}
