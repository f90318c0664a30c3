import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useConfirm } from '../../lib/ui/app/context';
import type { ConfirmRequest } from '../../lib/ui/account/confirm';
import { t } from '../../lib/ui/i18n/catalogue';

/** The in-page confirmation for costly or over-budget calls (never window.confirm). */
export function ConfirmDialog() {
  const pending = useConfirm((s) => s.pending);
  const answer = useConfirm((s) => s.answer);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const [done, setDone] = useState<{ id: number; text: string } | null>(null);

  useEffect(() => {
    if (!pending) return;
    returnFocus.current = document.activeElement;
    cancelRef.current?.focus();
    return () => {
      const el = returnFocus.current;
      if (el instanceof HTMLElement && el.isConnected) el.focus();
    };
  }, [pending]);

  if (!pending) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      answer(false);
      return;
    }
    if (e.key !== 'Tab') return;
    // Keep the focus inside the dialog.
    const buttons = Array.from(dialogRef.current?.querySelectorAll('button') ?? []);
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && answer(false)}>
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`confirm-title-${pending.id}`}
        aria-describedby={`confirm-body-${pending.id}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`confirm-title-${pending.id}`} className="dialog-title">
          {pending.title}
        </h2>
        <p id={`confirm-body-${pending.id}`}>{pending.body}</p>
        {pending.extra ? <ExtraStep extra={pending.extra} done={done?.id === pending.id ? done.text : null} onDone={(text) => setDone({ id: pending.id, text })} /> : null}
        <div className="actions actions-end">
          <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={() => answer(false)}>
            {pending.cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => answer(true)}>
            {pending.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The dialog's extra step (export first) and what it did. */
function ExtraStep({ extra, done, onDone }: { extra: NonNullable<ConfirmRequest['extra']>; done: string | null; onDone(text: string): void }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      onDone(await extra.run());
    } catch (e) {
      onDone(t('common.confirm.failed', { message: String((e as Error)?.message ?? e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="actions">
      <button type="button" className="btn btn-secondary" aria-busy={busy || undefined} disabled={busy} onClick={() => void run()}>
        {extra.label}
      </button>
      {done ? (
        <span className="small" role="status">
          {done}
        </span>
      ) : null}
    </div>
  );
}
