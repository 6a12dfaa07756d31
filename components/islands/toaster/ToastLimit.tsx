import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/** Keeps at most `limit` toasts on screen: the oldest visible ones are dismissed first (SPEC §9). */
export function ToastLimit({ limit }: { limit: number }) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
  return null;
}
