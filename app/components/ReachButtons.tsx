import { Phone } from 'lucide-react';
import { BUSINESS } from '../../core/business';
import { whatsappHref } from '../../core/trust-rules';
import { telHref } from './landing/format';
import { WhatsAppIcon } from './ReachLinks';
import { useT } from '../lib/i18n';
import { useShell } from '../lib/shell-text';

// Apart from the header's links (ReachLinks.tsx): the home page's script budget is tight.
// Shown on the form pages only, which load the catalogue anyway.

/**
 * Call and WhatsApp as two full buttons, with the line about sending a photo: first on
 * /contact, and beside the quote form.
 */
export function ReachButtons({ title, className = '' }: { title?: string; className?: string }) {
  const t = useT();
  const shell = useShell();
  return (
    <section aria-label={title ?? t('requestForm.reachLabel')} className={className} data-testid="reach-buttons">
      {title ? <h2 className="text-xl font-semibold">{title}</h2> : null}
      <div className={`flex flex-col gap-3 sm:flex-row ${title ? 'mt-4' : ''}`}>
        <a href={telHref()} className="btn-primary px-5 py-3" data-testid="call-link">
          <Phone className="h-4 w-4" aria-hidden="true" />
          {shell.call}
        </a>
        <a
          href={whatsappHref(BUSINESS.whatsappNumber, t('requestForm.whatsappQuoteMessage'))}
          className="btn-secondary px-5 py-3"
          data-testid="whatsapp-link"
        >
          <WhatsAppIcon className="h-4 w-4" />
          {shell.whatsapp}
        </a>
      </div>
      <p className="mt-3 text-sm text-muted">{t('requestForm.whatsappPhoto')}.</p>
    </section>
  );
}

/** The WhatsApp photo line as one link, above the quote form: the quickest way to a quote on a phone. */
export function WhatsAppPhotoTip() {
  const t = useT();
  return (
    <p className="mb-6 rounded-xl border border-line bg-surface px-4 py-3 text-sm" data-testid="whatsapp-tip">
      <a
        href={whatsappHref(BUSINESS.whatsappNumber, t('requestForm.whatsappPhotoMessage'))}
        className="inline-flex items-start gap-2 font-medium text-brand underline"
      >
        <WhatsAppIcon className="mt-0.5 h-4 w-4 shrink-0" />
        {t('requestForm.whatsappPhoto')}
      </a>
    </p>
  );
}
