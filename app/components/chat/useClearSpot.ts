import { useEffect, useRef, useState, type RefObject } from 'react';

/** What the closed chat button must never rest on (issue 30): a control, or a figure of a table. */
const INTERACTIVE_OR_DATA =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"]), td, th';

/** Phones only: from the small-tablet breakpoint up, the page's content stops well short of the corner. */
const PHONE = '(max-width: 47.99rem)';
/** How far up it may go looking for a free spot: half the screen, never into the sticky header. */
const MAX_LIFT_SHARE = 1 / 2;
const STEP_PX = 8;
/** The page has stopped moving (a scroll's last event, a resize) for this long. */
const SETTLE_MS = 150;

/** A little air around the button: a field's edge touching it counts as under it. */
const GAP_PX = 4;
const SAMPLES = [0, 0.25, 0.5, 0.75, 1];

/** Whether anything the visitor reads or taps lies under `rect` (or within GAP_PX of it), the dock's own controls aside. */
function covers(rect: DOMRect, lift: number, dock: Element): boolean {
  for (const fx of SAMPLES)
    for (const fy of SAMPLES) {
      const x = Math.min(window.innerWidth - 1, Math.max(0, rect.left - GAP_PX + (rect.width + 2 * GAP_PX) * fx));
      const y = rect.top - lift - GAP_PX + (rect.height + 2 * GAP_PX) * fy;
      const under = document.elementsFromPoint(x, y).find((el) => !dock.contains(el));
      if (under?.closest(INTERACTIVE_OR_DATA)) return true;
    }
  return false;
}

/**
 * On a phone, how far (px) the closed chat button rises so that, once the page is still, it rests
 * on no control and no table figure (issue 30, decision 070): 0 where its corner is free, else the
 * nearest free spot above within half the screen, else 0 (scroll padding and the footer's
 * room keep focused fields and the page's end clear of it). Measured again after every scroll,
 * resize and page change, and back in its corner as soon as the page moves; `enabled` false
 * (panel open, button aside) puts it back.
 */
export function useClearSpot(button: RefObject<HTMLElement | null>, enabled: boolean, pathname: string): number {
  const [lift, setLift] = useState(0);
  const worn = useRef(0);
  useEffect(() => {
    const put = (px: number) => {
      worn.current = px;
      setLift(px);
    };
    if (!enabled) {
      put(0);
      return;
    }
    let timer = 0;
    const measure = () => {
      const el = button.current;
      const dock = el?.closest('.site-dock');
      if (!el || !dock || !window.matchMedia(PHONE).matches) return put(0);
      // Where it stands with no lift: the box measured now, less the lift it wears.
      const box = el.getBoundingClientRect();
      const home = new DOMRect(box.x, box.y + worn.current, box.width, box.height);
      // Never up into the sticky header.
      const max = Math.min(window.innerHeight * MAX_LIFT_SHARE, home.top - 80);
      for (let up = 0; up <= max; up += STEP_PX) if (!covers(home, up, dock)) return put(up);
      put(0);
    };
    const later = () => {
      // Moving, it stands in its corner, where scroll padding keeps what is scrolled to clear of it.
      if (worn.current !== 0) put(0);
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, SETTLE_MS);
    };
    later();
    // Web fonts and late images move the page once more after hydration.
    void document.fonts?.ready.then(later);
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [button, enabled, pathname]);
  return lift;
}
