import { FileSearch, Mail, Phone, Stamp } from 'lucide-react';
import { BUSINESS } from '../../../../core/business';
import type { Lang } from '../../../../core/messages';
import { SendIcon } from '../../TurnedIcons';
import { Step } from '../ConfirmationParts';

type Words = Record<
  | 'certified'
  | 'delivery'
  | 'followAfter'
  | 'followBefore'
  | 'followTheRef'
  | 'followTitle'
  | 'followYourRef'
  | 'stepCertifiedText'
  | 'stepCheck'
  | 'stepCheckText'
  | 'stepDeliveryPlanned'
  | 'stepDeliveryText'
  | 'stepEmail'
  | 'stepEmailAfter'
  | 'stepEmailBefore'
  | 'stepEmailTheAddress'
  | 'stepLegalized'
  | 'whatNow',
  string
>;

/** « Et maintenant ? »: the steps from the e-mail to the delivery, then how to follow the order. */
export function NextSteps({
  text,
  lang,
  email,
  reference,
  promised,
  legalized,
  deliveryName,
  hours,
}: {
  text: Words;
  lang: Lang;
  email: string;
  reference: string | null;
  promised: string | null | undefined;
  legalized: boolean;
  deliveryName: string | null | undefined;
  /** The office's hours, in the page's language. */
  hours: string;
}) {
  return (
    <aside aria-labelledby="suite-titre" className="space-y-6 lg:sticky lg:top-24">
      <section className="card sm:p-7">
        <h2 id="suite-titre" className="text-xl font-semibold">
          {text.whatNow}
        </h2>
        <ol className="mt-5 space-y-5">
          <Step icon={Mail} title={text.stepEmail}>
            {text.stepEmailBefore}{' '}
            {email ? (
              <strong className="font-semibold [overflow-wrap:anywhere] text-ink">
                <bdi>{email}</bdi>
              </strong>
            ) : (
              text.stepEmailTheAddress
            )}{' '}
            {text.stepEmailAfter}
          </Step>
          <Step icon={FileSearch} title={text.stepCheck}>
            {text.stepCheckText.replace('{{name}}', BUSINESS.translatorName)}
          </Step>
          <Step icon={Stamp} title={text.certified}>
            {text.stepCertifiedText.replace('{{court}}', BUSINESS.courtOfAppeal)}
            {legalized ? ` ${text.stepLegalized}` : ''}
          </Step>
          <Step
            icon={SendIcon}
            title={promised ? text.stepDeliveryPlanned.replace('{{date}}', promised) : text.delivery}
          >
            {text.stepDeliveryText}
            {deliveryName ? (
              <>
                {lang === 'fr' ? '\u00a0: ' : ': '}
                {deliveryName}.
              </>
            ) : (
              '.'
            )}
          </Step>
        </ol>
      </section>

      <section aria-labelledby="suivi-titre" className="card sm:p-7">
        <h2 id="suivi-titre" className="text-lg font-semibold">
          {text.followTitle}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          {text.followBefore}{' '}
          {reference ? (
            <>
              {text.followTheRef} <strong className="font-semibold text-ink">{reference}</strong>
            </>
          ) : (
            text.followYourRef
          )}{' '}
          {text.followAfter.replace('{{hours}}', hours)}
        </p>
        <ul className="mt-4 space-y-2.5 text-sm">
          <li>
            <a
              href={`mailto:${BUSINESS.email}`}
              className="inline-flex items-center gap-2 font-medium text-brand underline"
            >
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              {BUSINESS.email}
            </a>
          </li>
          <li>
            <a
              href={`tel:${BUSINESS.phone.replace(/\s+/g, '')}`}
              className="inline-flex items-center gap-2 font-medium text-brand underline"
            >
              <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
              {/* Alone in a right-to-left line, the number's groups are drawn in reverse order. */}
              <span dir="ltr">{BUSINESS.phoneDisplay}</span>
            </a>
          </li>
        </ul>
      </section>
    </aside>
  );
}
