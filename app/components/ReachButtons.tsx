import { Phone } from 'lucide-react';
import { BUSINESS } from '../../core/business';
import { whatsappHref } from '../../core/trust-rules';
import { telHref } from './landing/format';
import { WhatsAppIcon } from './ReachLinks';

// Apart from the header's links (ReachLinks.tsx): the home page's script budget is tight.

/** « Envoyez une photo de votre document sur WhatsApp pour un devis » (issue 17). */
const WHATSAPP_PHOTO_TEXT = 'Envoyez une photo de votre document sur WhatsApp pour un devis';

/**
 * Call and WhatsApp as two full buttons, with the line about sending a photo: first on
 * /contact, and beside the quote form.
 */
export function ReachButtons({ title, className = '' }: { title?: string; className?: string }) {
  return (
    <section aria-label={title ?? 'Appeler ou écrire sur WhatsApp'} className={className} data-testid="reach-buttons">
      {title ? <h2 className="text-xl font-semibold">{title}</h2> : null}
      <div className={`flex flex-col gap-3 sm:flex-row ${title ? 'mt-4' : ''}`}>
        <a href={telHref()} className="btn-primary px-5 py-3" data-testid="call-link">
          <Phone className="h-4 w-4" aria-hidden="true" />
          Appeler le {BUSINESS.phoneDisplay}
        </a>
        <a
          href={whatsappHref(
            BUSINESS.whatsappNumber,
            'Bonjour, je souhaite un devis pour la traduction d’un document.',
          )}
          className="btn-secondary px-5 py-3"
          data-testid="whatsapp-link"
        >
          <WhatsAppIcon className="h-4 w-4" />
          Écrire sur WhatsApp
        </a>
      </div>
      <p className="mt-3 text-sm text-muted">{WHATSAPP_PHOTO_TEXT}.</p>
    </section>
  );
}

/** The WhatsApp photo line as one link, above the quote form: the quickest way to a quote on a phone. */
export function WhatsAppPhotoTip() {
  return (
    <p className="mb-6 rounded-xl border border-line bg-surface px-4 py-3 text-sm" data-testid="whatsapp-tip">
      <a
        href={whatsappHref(BUSINESS.whatsappNumber, 'Bonjour, voici une photo de mon document pour un devis.')}
        className="inline-flex items-start gap-2 font-medium text-brand underline"
      >
        <WhatsAppIcon className="mt-0.5 h-4 w-4 shrink-0" />
        {WHATSAPP_PHOTO_TEXT}
      </a>
    </p>
  );
}
