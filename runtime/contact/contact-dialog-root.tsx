import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ContactDialog } from '../../components/contact/ContactDialog.tsx';
import { ContactDialogProvider, type ContactDialogControls } from '../../components/contact/ContactDialogContext.tsx';
import { readRuntimeConfig } from '../config.ts';

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
        <ContactDialogProvider ref={ref}>
          <ContactDialog {...config.contactDialog} />
        </ContactDialogProvider>,
      ),
    );
    controls = ref.current;
  }
  controls?.open(opener);
}
