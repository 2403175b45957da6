import { useState } from 'react';
import { niceScale } from './scale';

export interface ChartPoint {
  label: string;
  bar: number;
  line: number;
}

interface Series {
  name: string;
  format: (value: number) => string;
}

const pct = (value: number, top: number) => (top > 0 ? (value / top) * 100 : 0);

/** The tick labels of one y axis, each level with its grid line. */
function AxisLabels({
  ticks,
  format,
  side,
}: {
  ticks: number[];
  format: (v: number) => string;
  side: 'left' | 'right';
}) {
  const top = ticks.at(-1)!;
  return (
    <div className={side === 'left' ? 'relative w-8 shrink-0' : 'relative w-14 shrink-0'}>
      {ticks.map((t) => (
        <span
          key={t}
          className={`absolute translate-y-1/2 text-xs leading-none text-muted tabular-nums ${side === 'left' ? 'right-1.5' : 'left-1.5'}`}
          style={{ bottom: `${pct(t, top)}%` }}
        >
          {format(t)}
        </span>
      ))}
    </div>
  );
}

/**
 * Bars on the left axis and a line on the right axis, one column per point,
 * drawn with CSS boxes and one SVG for the line: no chart library, rendered on
 * the server (no measuring, no layout shift), sized by its container. It is a
 * picture of figures the page also gives as a table, so it stays out of the
 * accessibility tree; hovering a column shows its two values.
 */
export function BarLineChart({ points, bar, line }: { points: ChartPoint[]; bar: Series; line: Series }) {
  const [active, setActive] = useState<number | null>(null);
  const barTicks = niceScale(Math.max(0, ...points.map((p) => p.bar)), { integer: true });
  const lineTicks = niceScale(Math.max(0, ...points.map((p) => p.line)));
  const barTop = barTicks.at(-1)!;
  const lineTop = lineTicks.at(-1)!;
  const x = (i: number) => `${((i + 0.5) / points.length) * 100}%`;
  const y = (v: number) => `${100 - pct(v, lineTop)}%`;
  const shown = active === null ? null : points[active];
  // The box opens towards the middle, so it never leaves the chart at either end.
  const shift = (i: number) =>
    i < points.length / 3
      ? '-translate-x-4'
      : i >= (points.length * 2) / 3
        ? '-translate-x-[calc(100%-1rem)]'
        : '-translate-x-1/2';

  return (
    <div className="flex h-full flex-col">
      <div className="flex min-h-0 flex-1 pt-2">
        <AxisLabels ticks={barTicks} format={String} side="left" />
        <div className="relative flex-1 border-b border-line" onMouseLeave={() => setActive(null)}>
          {barTicks.slice(1).map((t) => (
            <div key={t} className="absolute inset-x-0 border-t border-line" style={{ bottom: `${pct(t, barTop)}%` }} />
          ))}
          <div className="absolute inset-0 flex">
            {points.map((p, i) => (
              <div
                key={p.label + i}
                className={`flex h-full flex-1 items-end justify-center ${active === i ? 'bg-surface-2' : ''}`}
                onMouseEnter={() => setActive(i)}
              >
                <div className="w-1/2 max-w-7 rounded-t bg-brand" style={{ height: `${pct(p.bar, barTop)}%` }} />
              </div>
            ))}
          </div>
          <svg
            className="pointer-events-none absolute inset-0 h-full w-full overflow-visible"
            aria-hidden="true"
            focusable="false"
          >
            {points.slice(1).map((p, i) => (
              <line
                key={i}
                x1={x(i)}
                y1={y(points[i]!.line)}
                x2={x(i + 1)}
                y2={y(p.line)}
                stroke="var(--accent)"
                strokeWidth={2.5}
                strokeLinecap="round"
              />
            ))}
            {points.map((p, i) => (
              <circle key={i} cx={x(i)} cy={y(p.line)} r={3} fill="var(--accent)" />
            ))}
          </svg>
          {shown ? (
            <div
              className={`pointer-events-none absolute top-1 z-10 ${shift(active!)} rounded-xl border border-line bg-surface w-max px-3 py-2 text-xs text-ink shadow-sm`}
              style={{ left: x(active!) }}
            >
              <p className="font-semibold">{shown.label}</p>
              <p className="text-brand">
                {bar.name}&nbsp;: {bar.format(shown.bar)}
              </p>
              <p className="text-accent">
                {line.name}&nbsp;: {line.format(shown.line)}
              </p>
            </div>
          ) : null}
        </div>
        <AxisLabels ticks={lineTicks} format={(v) => `${v} €`} side="right" />
      </div>
      <div className="flex pr-14 pl-8">
        {points.map((p, i) => (
          // On a phone every other month is named (the last one always), so the names never run together.
          <span
            key={p.label + i}
            className={`min-w-0 flex-1 pt-1.5 text-center text-xs whitespace-nowrap text-muted ${(points.length - 1 - i) % 2 ? 'max-sm:invisible' : ''}`}
          >
            {p.label}
          </span>
        ))}
      </div>
      <div className="mt-2 flex justify-center gap-5 text-[13px] text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand" />
          {bar.name}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded bg-accent" />
          {line.name}
        </span>
      </div>
    </div>
  );
}
