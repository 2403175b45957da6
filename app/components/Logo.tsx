import { BUSINESS } from '../../core/business';

/** Monogram + name; the monogram pairs a Latin and an Arabic initial. */
export function Logo({
  className = '',
  tagline,
  compact = false,
}: {
  className?: string;
  tagline: string;
  /** The monogram alone on a phone (the back office's header also holds a search there). */
  compact?: boolean;
}) {
  return (
    <span className={`flex items-center gap-2.5 max-[380px]:gap-1.5 ${className}`}>
      <svg
        viewBox="0 0 40 40"
        aria-hidden="true"
        className="h-9 w-9 shrink-0 max-[380px]:h-8 max-[380px]:w-8"
        direction="ltr"
      >
        <rect width="40" height="40" rx="10" className="fill-brand" />
        <text x="11" y="27" fontFamily="Georgia, serif" fontSize="19" fontWeight="700" className="fill-on-brand">
          B
        </text>
        <text x="24" y="26" fontFamily="serif" fontSize="15" className="fill-on-brand" opacity="0.85">
          ب
        </text>
      </svg>
      <span className={`flex flex-col leading-tight ${compact ? 'max-sm:sr-only' : ''}`}>
        {/* On a phone the name may take two lines: the header also holds call and WhatsApp there. */}
        <span className="max-w-[6rem] font-serif text-[1.05rem] font-semibold text-ink sm:max-w-none">
          {BUSINESS.tradeName}
        </span>
        <span className="hidden text-[0.7rem] font-medium tracking-wide text-muted sm:block">{tagline}</span>
      </span>
    </span>
  );
}
