import { MoreHorizontal } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../lib/useDismiss';
import { ROW_BUTTON } from './DataTable';

/**
 * « Plus d’actions » of a table row: the rare or destructive actions (« Supprimer ») out of the
 * way of the row's everyday one (issue 30). A button that opens a small menu; Escape or a click
 * elsewhere closes it and gives the focus back.
 */
export function RowMenu({
  label,
  items,
  testId,
}: {
  /** What the button says to a screen reader (« Plus d’actions : TR-… »). */
  label: string;
  items: { label: string; icon: typeof MoreHorizontal; onSelect: () => void; danger?: boolean; testId?: string }[];
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);
  useDismiss(open, close, menuRef, buttonRef);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={`btn-ghost ${ROW_BUTTON} px-2.5`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute end-0 top-full z-20 mt-1 min-w-44 rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          {items.map(({ label: text, icon: Icon, onSelect, danger, testId: itemTestId }) => (
            <li key={text} role="none">
              <button
                type="button"
                role="menuitem"
                className={`flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start text-sm font-medium md:min-h-9 ${
                  danger ? 'text-danger hover:bg-danger-soft' : 'text-ink hover:bg-surface-2'
                }`}
                onClick={() => {
                  setOpen(false);
                  onSelect();
                }}
                data-testid={itemTestId}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
