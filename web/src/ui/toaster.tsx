import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { NO_TOASTS, toastStore, type Toast } from './toast-store';
import { CloseIcon } from './icons';

/** The server has no toasts: the store's own empty list, so hydrating changes no snapshot. */
const noToasts = () => NO_TOASTS;

/**
 * The toast region: one polite live region, bottom right (bottom centre on phones), 356 px wide
 * with 14 px gaps. Timers pause while the pointer or focus is on a toast.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, noToasts);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-[14px] p-4 sm:items-end"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const remaining = useRef(toast.durationMs);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function resume() {
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => toastStore.dismiss(toast.id), remaining.current);
  }

  function pause() {
    clearTimeout(timer.current);
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }

  // The timer starts once per toast; pause and resume manage it afterwards.
  const start = useEffectEvent(resume);
  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, []);

  const destructive = toast.variant === 'destructive';
  return (
    <div
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className={`pointer-events-auto flex w-full max-w-[356px] items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-ink'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        className={`-m-1 rounded p-1 ${destructive ? 'on-dark hover:bg-red-800' : 'hover:bg-slate-100'}`}
        aria-label={`Dismiss notification: ${toast.title}`}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
