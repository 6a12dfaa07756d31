import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrowserServicesProvider } from '../../components/islands/browser-services.tsx';
import { browserServices } from '../../runtime/islands/browser-services.ts';

/** The browser's analytics, toasts and visit context, as the runtime gives them to an island it hydrates. */
function InBrowser({ children }: { children: ReactNode }) {
  return <BrowserServicesProvider value={browserServices}>{children}</BrowserServicesProvider>;
}

/** Renders `ui` as the runtime hydrates an island: inside the browser services. */
export function renderAsIsland(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: InBrowser });
}
