/** Colour pairs from the theme tokens (readable in light and dark). */
const PALETTE = [
  'bg-brand-soft text-brand',
  'bg-accent-soft text-accent',
  'bg-success-soft text-success',
  'bg-brand text-on-brand',
  'bg-surface-2 text-ink',
] as const;

function initialsOf(name: string): string {
  const letters = name
    .split(/[\s.-]+/)
    .map((part) => part.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

function paletteFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A coloured circle with the initials of a name; decorative, the name is always written next to it. */
export function InitialsAvatar({
  name,
  className = 'h-11 w-11 text-sm',
  colors,
}: {
  name: string;
  className?: string;
  /** Overrides the colour picked from the name. */
  colors?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold tracking-wide select-none ${colors ?? paletteFor(name)} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
