/**
 * A y axis that starts at 0 and ends on a round value: `count` equal steps of
 * 1, 2, 2.5 or 5 times a power of ten (whole steps when `integer`), so the
 * grid lines fall on figures a reader can take in at a glance.
 */
export function niceScale(
  max: number,
  { count = 4, integer = false }: { count?: number; integer?: boolean } = {},
): number[] {
  const raw = max > 0 ? max / count : 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  let step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
  if (integer) step = Math.max(1, Math.ceil(step));
  const steps = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: Math.max(steps, count) + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}
