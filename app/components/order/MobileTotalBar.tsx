import { useEffect, useState, type ReactNode } from 'react';
import { BUSINESS } from '../../../core/business';
import { eurosIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';

/**
 * Phones: the price card (or the pay button) sits below a long page, so a slim
 * bar keeps the total and the next step in sight. It hides while the watched
 * element is on screen — on the order form also once it is scrolled past — and
 * never shows on wide screens, where the card is sticky.
 */
export function MobileTotalBar({
  totalCents,
  watchId,
  hideWhenPassed = true,
  children,
}: {
  totalCents: number;
  watchId: string;
  hideWhenPassed?: boolean;
  /** The bar's action: a link to the card, or the pay button. */
  children: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = document.getElementById(watchId);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && (!hideWhenPassed || entry.boundingClientRect.top > 0));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watchId, hideWhenPassed]);
  if (!visible) return null;
  return (
    <div
      data-mobile-total-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-8px_24px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <p className="text-sm text-muted">
          {t('customerArea.total')}{' '}
          <span className="ms-1 font-serif text-xl font-semibold text-ink tabular-nums" data-testid="bar-total">
            {eurosIn(lang, totalCents)}
          </span>
          <span className="block text-[0.6875rem] leading-tight">
            {lang === 'fr' ? BUSINESS.vatNote : t('orderForm.vatNote')}
          </span>
        </p>
        {children}
      </div>
    </div>
  );
}
