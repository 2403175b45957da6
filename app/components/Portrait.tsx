import { BUSINESS } from '../../core/business';
import { initials } from './landing/format';

/**
 * The translator's portrait: her photo once `BUSINESS.portrait.src` is set (docs/configuration.md « Le
 * portrait de la traductrice »), until then a neutral silhouette with her monogram, drawn in the theme's
 * brand colours so it suits light and dark. The placeholder is decorative: her name is always
 * written beside it.
 */
export function Portrait({ className = 'h-16 w-16' }: { className?: string }) {
  const { src, alt } = BUSINESS.portrait;
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
        className={`shrink-0 rounded-full object-cover ring-2 ring-brand-soft ${className}`}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 160 160"
      aria-hidden="true"
      data-testid="portrait-placeholder"
      className={`shrink-0 ${className}`}
    >
      <defs>
        <clipPath id="portrait-disc">
          <circle cx="80" cy="80" r="76" />
        </clipPath>
      </defs>
      <circle cx="80" cy="80" r="79" className="fill-brand-soft stroke-brand/30" strokeWidth="2" />
      <g clipPath="url(#portrait-disc)" className="fill-brand/25">
        <circle cx="80" cy="64" r="27" />
        <path d="M22 160c2-36 27-58 58-58s56 22 58 58z" />
      </g>
      <circle cx="124" cy="124" r="32" className="fill-brand stroke-surface" strokeWidth="4" />
      <text
        x="124"
        y="134"
        textAnchor="middle"
        className="fill-on-brand font-serif text-[28px] font-semibold tracking-wide"
      >
        {initials(BUSINESS.translatorName)}
      </text>
    </svg>
  );
}
