import {
  createContext,
  useCallback,
  useContext,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useBrowserServices } from '../browser-services.tsx';

/** SPEC §4: the contact dialog is open or closed, a flag shared through this context. */
export interface ContactDialogControls {
  isOpen: boolean;
  /** Opens the dialog; focus returns to `opener` (default: the focused element) on close. */
  open: (opener?: HTMLElement | null) => void;
  close: () => void;
}

const ContactDialogContext = createContext<ContactDialogControls | null>(null);

export function ContactDialogProvider({
  children,
  ref,
}: {
  children: ReactNode;
  ref?: Ref<Pick<ContactDialogControls, 'open' | 'close'>>;
}) {
  const { track } = useBrowserServices();
  const [isOpen, setOpen] = useState(false);
  const openRef = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (from?: HTMLElement | null) => {
      if (openRef.current) return;
      openRef.current = true;
      opener.current = from ?? (document.activeElement as HTMLElement | null);
      setOpen(true);
      track('contact_form_opened');
    },
    [track],
  );

  const close = useCallback(() => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    track('contact_form_closed');
    // The dialog's focus lock also restores focus; this covers openers that were not focused (e.g. a tap).
    requestAnimationFrame(() => opener.current?.focus());
  }, [track]);

  // The runtime opens the dialog from plain DOM clicks (the CTA is a server-rendered link).
  useImperativeHandle(ref, () => ({ open, close }), [open, close]);

  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <ContactDialogContext.Provider value={value}>{children}</ContactDialogContext.Provider>;
}

/** SPEC §8: using the dialog state outside its provider is a developer error. */
export function useContactDialog(): ContactDialogControls {
  const value = useContext(ContactDialogContext);
  if (!value) throw new Error('`useContactDialog` must be used within `ContactDialogProvider`');
  return value;
}
