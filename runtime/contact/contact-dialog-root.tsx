import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ContactDialog } from '../../components/islands/contact-dialog/ContactDialog.tsx';
import {
  ContactDialogProvider,
  type ContactDialogControls,
} from '../../components/islands/contact-dialog/ContactDialogContext.tsx';
import { BrowserServicesProvider } from '../../components/islands/browser-services.tsx';
import { readRuntimeConfig } from '../config.ts';
import { browserServices } from '../islands/browser-services.ts';

let controls: Pick<ContactDialogControls, 'open' | 'close'> | null = null;

/** Mounts the dialog's React root on first use, then opens it. */
export function openContactDialog(opener: HTMLElement | null): void {
  if (!controls) {
    const config = readRuntimeConfig();
    if (!config) throw new Error('page has no #runtime-config: cannot build the contact dialog');
    const container = document.createElement('div');
    container.id = 'contact-dialog-root';
    document.body.append(container);
    const ref = createRef<Pick<ContactDialogControls, 'open' | 'close'>>();
    // flushSync: the provider's controls exist as soon as render returns.
    flushSync(() =>
      createRoot(container).render(
        <BrowserServicesProvider value={browserServices}>
          <ContactDialogProvider ref={ref}>
            <ContactDialog {...config.contactDialog} />
          </ContactDialogProvider>
        </BrowserServicesProvider>,
      ),
    );
    controls = ref.current;
  }
  controls?.open(opener);
}
