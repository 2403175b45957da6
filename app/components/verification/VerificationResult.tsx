import { ShieldCheck, ShieldX } from 'lucide-react';
import { formatDay } from '../account/format';
import { useLang, useT } from '../../lib/i18n';
import type { VerificationAnswer } from './types';

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** What the check answered: valid or revoked, then what the certificate says (never the client, never the content). */
export function VerificationResult({ answer }: { answer: VerificationAnswer }) {
  const t = useT();
  const lang = useLang();
  const revoked = answer.status === 'revoked';
  return (
    <section className="card sm:p-8" aria-labelledby="verification-outcome" data-testid="verification-result">
      <div
        className={`flex gap-3 rounded-xl border px-4 py-4 ${
          revoked ? 'border-danger/40 bg-danger-soft' : 'border-success/40 bg-success-soft'
        }`}
        data-testid="verification-status"
        data-status={answer.status}
      >
        {revoked ? (
          <ShieldX className="mt-0.5 h-6 w-6 shrink-0 text-danger" aria-hidden="true" />
        ) : (
          <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-success" aria-hidden="true" />
        )}
        <div>
          <h2 id="verification-outcome" className="text-xl font-semibold text-ink" role="status">
            {revoked
              ? t('verification.revokedTitle', { date: formatDay(answer.revokedAt!, lang) })
              : t('verification.validTitle')}
          </h2>
          <p className="mt-1 leading-relaxed text-ink">
            {revoked ? t('verification.revokedText') : t('verification.validText')}
          </p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-line">
        <Row label={t('verification.reference')} testId="result-reference">
          <span className="font-mono" dir="ltr">
            {answer.reference}
          </span>
        </Row>
        <Row label={t('verification.translator')}>
          {t('verification.translatorValue', {
            name: answer.translator.name,
            // In an Arabic line the court's French name must not wrap: its halves would read in the wrong order.
            court: lang === 'ar' ? answer.translator.court.replace(/ /g, '\u00a0') : answer.translator.court,
          })}
        </Row>
        <Row label={t('verification.certifiedOn')}>{formatDay(answer.certifiedAt, lang)}</Row>
        <Row label={t('verification.languages')}>
          {answer.sourceLang === 'ar' ? t('verification.pairArFr') : t('verification.pairFrAr')}
        </Row>
        <Row label={t('verification.documentType')} testId="result-document">
          {answer.documentType || t('verification.documentTypeUnknown')}
        </Row>
        <Row label={t('verification.pages')} testId="result-pages">
          {answer.pages}
        </Row>
        <Row label={t('verification.fingerprint')} testId="result-fingerprint">
          <span className="font-mono text-xs font-normal break-all" dir="ltr">
            {answer.sha256}
          </span>
        </Row>
      </dl>
    </section>
  );
}
