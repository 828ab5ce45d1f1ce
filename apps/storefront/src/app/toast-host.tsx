import { toastStore } from '../lib/notify.ts';
import { useStore } from '../lib/use-store.ts';

/** A live region that is always there, so screen readers announce each message. */
export function ToastHost() {
  const toast = useStore(toastStore);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className="toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}
