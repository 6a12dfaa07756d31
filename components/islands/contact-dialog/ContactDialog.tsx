import { DialogContent, DialogOverlay } from '@reach/dialog';
import { lazy, Suspense } from 'react';
import type { ContactDialogProps } from '../../../shared/contracts/islands.ts';
import { keyframes, styled, vars } from '../../theme/stitches.config.ts';
import { useContactDialog } from './ContactDialogContext.tsx';

const LazyContactForm = lazy(() =>
  import('../../forms/ContactForm.tsx').then((module) => ({ default: module.ContactForm })),
);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.motionSlideDistance})` },
  to: { opacity: 1, transform: 'none' },
});

const Overlay = styled(DialogOverlay, {
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  overflowY: 'auto',
  padding: '$4',
  backgroundColor: '$overlay',
  '@motionOk': { animation: `${fadeIn.name} ${vars.motionFadeIn} ease both` },
});

const Content = styled(DialogContent, {
  position: 'relative',
  width: '100%',
  maxWidth: '$container',
  backgroundColor: '$surfacePage',
  borderRadius: '$lg',
  boxShadow: '$raised',
  padding: '$5',
  '@tabletUp': { padding: '$7' },
  '@motionOk': { animation: `${rise.name} ${vars.motionSlideUp} ${vars.motionEasing} both` },
  h2: {
    fontSize: '$2xl',
    marginBlockEnd: '$2',
    paddingInlineEnd: '$7',
    '@tabletUp': { fontSize: '$3xl' },
  },
  '& > p': { color: '$textMuted', marginBlockEnd: '$5' },
});

const CloseButton = styled('button', {
  position: 'absolute',
  insetBlockStart: '$4',
  insetInlineEnd: '$4',
  width: '$space$7',
  height: '$space$7',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$pill',
  border: '1px solid $borderDefault',
  backgroundColor: '$surfacePage',
  color: '$textHeading',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceSubtle' },
});

/** SPEC §2: client-side dynamic content shows at the loading opacity until loaded. */
const Loading = styled('div', {
  minHeight: '$space$10',
  opacity: vars.opacityLoading,
  transition: `opacity ${vars.motionFast} ease`,
});

/** The contact dialog (@reach/dialog): focus trapped, Escape closes, page scroll locked while open. */
export function ContactDialog({
  title,
  intro,
  closeLabel,
  loadingLabel,
  form,
}: ContactDialogProps) {
  const { isOpen, close } = useContactDialog();
  return (
    <Overlay isOpen={isOpen} onDismiss={close}>
      <Content aria-labelledby="contact-dialog-title" data-state={isOpen ? 'open' : 'closed'}>
        <CloseButton type="button" onClick={close} aria-label={closeLabel}>
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </CloseButton>
        <h2 id="contact-dialog-title">{title}</h2>
        <p>{intro}</p>
        <Suspense
          fallback={
            <Loading data-loading="true" aria-busy="true">
              {loadingLabel}
            </Loading>
          }
        >
          <LazyContactForm {...form} onSubmitted={close} />
        </Suspense>
      </Content>
    </Overlay>
  );
}
