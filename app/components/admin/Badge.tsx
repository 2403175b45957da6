export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-2 text-muted ring-line',
  brand: 'bg-brand-soft text-brand ring-brand/25',
  accent: 'bg-accent-soft text-accent ring-accent/25',
  success: 'bg-success-soft text-success ring-success/25',
  danger: 'bg-danger-soft text-danger ring-danger/25',
};

/** A short state label (role, e-mail status…); the colour repeats the word, never replaces it. */
export function Badge({
  tone = 'neutral',
  children,
  testId,
}: {
  tone?: BadgeTone;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
