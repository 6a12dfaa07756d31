import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { toastOptions, TOAST_LIMIT } from '../../components/islands/toaster/toast-options.ts';
import { ToastLimit } from '../../components/islands/toaster/ToastLimit.tsx';

/** Mounts the one <Toaster> of the page in its own root at the end of <body>. */
export function mountToaster(): void {
  if (document.getElementById('toaster-root')) return;
  const container = document.createElement('div');
  container.id = 'toaster-root';
  document.body.append(container);
  createRoot(container).render(
    <>
      <Toaster
        position="bottom-center"
        toastOptions={toastOptions}
        containerStyle={{ insetInline: 16 }}
      />
      <ToastLimit limit={TOAST_LIMIT} />
    </>,
  );
}
