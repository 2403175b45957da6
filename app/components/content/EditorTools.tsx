/** The rich-text editor's small parts: the link rule and the toolbar button. */

/** The address of a link typed in the editor: web, e-mail or phone only, like the server's allow-list. */
export function normaliseLinkHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value)) return value;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  if (/^\+?[\d\s.()-]{6,}$/.test(value)) return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  return null;
}

export function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-md text-ink hover:bg-brand-soft hover:text-brand disabled:opacity-40 ${active ? 'bg-brand-soft text-brand' : ''}`}
    >
      {children}
    </button>
  );
}
