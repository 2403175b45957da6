/**
 * Hand-drawn decorative illustrations for the landing pages. They are inline
 * SVG so their colours follow the theme tokens (light and dark) exactly; all
 * are decorative (aria-hidden) because the text says everything they show.
 */

type IllustrationProps = { className?: string };

/** A few wavy strokes that suggest a line of handwritten Arabic script. */
function ScriptLine({ x, y, w }: { x: number; y: number; w: number }) {
  const seg = w / 4;
  const d = `M${x + w} ${y} q${-seg / 2} -7 ${-seg} 0 t${-seg} 0 t${-seg} 0 t${-seg} 0`;
  return <path d={d} fill="none" className="stroke-muted/60" strokeWidth="2.2" strokeLinecap="round" />;
}

function Sheet({ x, y, w, h, rotate = 0 }: { x: number; y: number; w: number; h: number; rotate?: number }) {
  return (
    <g transform={rotate ? `rotate(${rotate} ${x + w / 2} ${y + h / 2})` : undefined}>
      <rect x={x} y={y} width={w} height={h} rx="10" className="fill-surface stroke-line" strokeWidth="1.5" />
    </g>
  );
}

/** A round official seal with a check mark and ribbon tails. */
function Seal({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g>
      <path
        d={`M${cx - r * 0.45} ${cy + r * 0.6} l-6 ${r * 0.95} l10 -5 l6 9 l4 ${-r * 0.9}z M${cx + r * 0.45} ${cy + r * 0.6} l6 ${r * 0.95} l-10 -5 l-6 9 l-4 ${-r * 0.9}z`}
        className="fill-accent"
      />
      <circle cx={cx} cy={cy} r={r} className="fill-accent-soft stroke-accent" strokeWidth="2" />
      <circle
        cx={cx}
        cy={cy}
        r={r - 6}
        fill="none"
        className="stroke-accent"
        strokeWidth="1.2"
        strokeDasharray="2.5 3"
      />
      <path
        d={`M${cx - r * 0.35} ${cy} l${r * 0.25} ${r * 0.25} l${r * 0.45} ${-r * 0.5}`}
        fill="none"
        className="stroke-accent"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** Legalisation: a translated document carrying successive stamps. */
export function StampedDocumentIllustration({ className = '' }: IllustrationProps) {
  return (
    <svg viewBox="0 0 320 280" width="320" height="280" aria-hidden="true" className={className}>
      <circle cx="175" cy="145" r="125" className="fill-brand-soft" />
      <Sheet x={62} y={44} w={150} h={196} rotate={-7} />
      <Sheet x={104} y={36} w={160} h={210} />
      <rect x="122" y="56" width="64" height="9" rx="4.5" className="fill-brand" />
      <rect x="122" y="74" width="40" height="6" rx="3" className="fill-line" />
      <ScriptLine x={122} y={102} w={122} />
      <ScriptLine x={138} y={120} w={106} />
      <ScriptLine x={122} y={138} w={122} />
      <rect x="122" y="156" width="96" height="5" rx="2.5" className="fill-line" />
      <rect x="122" y="168" width="76" height="5" rx="2.5" className="fill-line" />
      <rect x="122" y="180" width="88" height="5" rx="2.5" className="fill-line" />
      <path
        d="M124 218 c8 -12 14 6 22 -4 s10 -8 18 2"
        fill="none"
        className="stroke-brand"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <Seal cx={230} cy={206} r={24} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${34 + i * 0} ${70 + i * 44})`}>
          <circle
            cx="14"
            cy="14"
            r="14"
            className={i < 3 ? 'fill-brand' : 'fill-surface stroke-brand'}
            strokeWidth="2"
          />
          <text
            x="14"
            y="19"
            textAnchor="middle"
            className={`font-sans text-[13px] font-bold ${i < 3 ? 'fill-on-brand' : 'fill-brand'}`}
          >
            {i + 1}
          </text>
        </g>
      ))}
      <path d="M48 98 v16 M48 142 v16 M48 186 v16" className="stroke-brand/50" strokeWidth="2" strokeDasharray="3 4" />
    </svg>
  );
}

/** Local page: a street map of the town centre with a pin on the office. */
export function CityMapIllustration({ className = '' }: IllustrationProps) {
  return (
    <svg viewBox="0 0 320 280" width="320" height="280" aria-hidden="true" className={className}>
      <rect x="10" y="20" width="300" height="240" rx="22" className="fill-surface stroke-line" strokeWidth="1.5" />
      <g className="stroke-surface-2" strokeWidth="14" strokeLinecap="round" fill="none">
        <path d="M10 96 C90 110 150 70 310 86" />
        <path d="M96 20 C104 110 84 180 110 260" />
        <path d="M10 200 C120 186 200 220 310 190" />
        <path d="M214 20 C200 90 236 170 218 260" />
      </g>
      <g className="stroke-line" strokeWidth="1.2" fill="none">
        <path d="M10 96 C90 110 150 70 310 86" />
        <path d="M96 20 C104 110 84 180 110 260" />
        <path d="M10 200 C120 186 200 220 310 190" />
        <path d="M214 20 C200 90 236 170 218 260" />
      </g>
      <rect x="122" y="112" width="70" height="54" rx="10" className="fill-success-soft" />
      <rect x="236" y="112" width="52" height="60" rx="10" className="fill-accent-soft" />
      <rect x="30" y="120" width="46" height="58" rx="10" className="fill-brand-soft" />
      <circle cx="160" cy="139" r="44" className="fill-brand/10" />
      <circle cx="160" cy="139" r="26" className="fill-brand/15" />
      <path
        d="M160 150 c-16 -20 -26 -32 -26 -46 a26 26 0 0 1 52 0 c0 14 -10 26 -26 46z"
        className="fill-brand"
        transform="translate(0 -6)"
      />
      <circle cx="160" cy="98" r="9.5" className="fill-surface" />
      <g transform="translate(196 196)">
        <rect width="96" height="46" rx="12" className="fill-surface stroke-line" strokeWidth="1.5" />
        <circle cx="22" cy="23" r="11" className="fill-success-soft" />
        <path
          d="M16.5 23 l4 4 l7 -8"
          fill="none"
          className="stroke-success"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="40" y="16" width="42" height="5" rx="2.5" className="fill-ink/70" />
        <rect x="40" y="27" width="30" height="4" rx="2" className="fill-line" />
      </g>
    </svg>
  );
}

/** Emirates page: a document travelling along a dotted route to a skyline. */
export function SkylineIllustration({ className = '' }: IllustrationProps) {
  return (
    <svg viewBox="0 0 320 280" width="320" height="280" aria-hidden="true" className={className}>
      <circle cx="240" cy="84" r="40" className="fill-accent-soft" />
      <rect x="0" y="238" width="320" height="4" rx="2" className="fill-line" />
      <g className="fill-brand">
        <path d="M238 238 V120 l6 -10 l2 -46 l2 46 l6 10 V238z" />
        <rect x="204" y="168" width="22" height="70" rx="3" />
        <rect x="266" y="150" width="22" height="88" rx="3" />
        <path d="M292 238 V186 q10 -14 20 0 V238z" />
      </g>
      <g className="fill-brand/45">
        <rect x="182" y="196" width="18" height="42" rx="3" />
        <rect x="228" y="184" width="8" height="54" rx="2" />
      </g>
      <g className="fill-surface/70">
        <rect x="209" y="178" width="4" height="6" rx="1" />
        <rect x="217" y="178" width="4" height="6" rx="1" />
        <rect x="209" y="192" width="4" height="6" rx="1" />
        <rect x="217" y="192" width="4" height="6" rx="1" />
        <rect x="271" y="162" width="4" height="6" rx="1" />
        <rect x="279" y="162" width="4" height="6" rx="1" />
        <rect x="271" y="176" width="4" height="6" rx="1" />
        <rect x="279" y="176" width="4" height="6" rx="1" />
      </g>
      <path
        d="M70 150 C110 60 170 40 214 70"
        fill="none"
        className="stroke-accent"
        strokeWidth="2"
        strokeDasharray="4 6"
        strokeLinecap="round"
      />
      <path
        d="M36 0 Q36 -2.5 32 -2.5 L22 -2.5 L12 -14 L8 -14 L14 -2.5 L5 -2.5 L2 -7 L0 -7 L1.5 0 L0 7 L2 7 L5 2.5 L14 2.5 L8 14 L12 14 L22 2.5 L32 2.5 Q36 2.5 36 0Z"
        transform="translate(150 40) rotate(14)"
        className="fill-accent"
      />
      <Sheet x={22} y={134} w={96} h={122} rotate={-5} />
      <rect x="36" y="150" width="40" height="7" rx="3.5" className="fill-brand" transform="rotate(-5 70 195)" />
      <g transform="rotate(-5 70 195)">
        <ScriptLine x={36} y={176} w={66} />
        <ScriptLine x={46} y={192} w={56} />
        <ScriptLine x={36} y={208} w={66} />
      </g>
      <Seal cx={102} cy={232} r={17} />
    </svg>
  );
}

/** An illustrated initials avatar (no photograph of a person). */
export function InitialsAvatar({ initials, className = '' }: { initials: string } & IllustrationProps) {
  return (
    <svg viewBox="0 0 200 200" width="200" height="200" aria-hidden="true" className={className}>
      <circle cx="100" cy="100" r="98" className="fill-brand-soft" />
      <circle
        cx="100"
        cy="100"
        r="86"
        fill="none"
        className="stroke-brand/40"
        strokeWidth="1.5"
        strokeDasharray="3 5"
      />
      <circle cx="100" cy="100" r="72" className="fill-brand" />
      <text
        x="100"
        y="117"
        textAnchor="middle"
        className="fill-on-brand font-serif text-[52px] font-semibold tracking-wide"
      >
        {initials}
      </text>
      <circle cx="164" cy="40" r="16" className="fill-accent-soft stroke-accent" strokeWidth="1.5" />
      <path
        d="M157 40 l5 5 l9 -10"
        fill="none"
        className="stroke-accent"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="30" cy="156" r="6" className="fill-accent" />
      <circle cx="178" cy="140" r="4" className="fill-brand" />
    </svg>
  );
}
