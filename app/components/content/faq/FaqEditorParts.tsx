import { CATALOGUE_TOKENS } from '../../../../core/catalogue-text';
import { useT } from '../../../lib/i18n';

/** A new entry without an original chooses its language (fixed once created, decision 034). */
export function FaqLanguageChoice({ lang, onChange }: { lang: 'fr' | 'ar'; onChange: (lang: 'fr' | 'ar') => void }) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="field-label">{t('adminContent.language')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(
          [
            ['fr', t('adminContent.french')],
            ['ar', t('adminContent.arabic')],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="faq-langue"
              value={value}
              checked={lang === value}
              onChange={() => onChange(value)}
              data-testid={`faq-lang-${value}`}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The catalogue's words an answer may hold, replaced by today's prices and delays when shown. */
export function CatalogueTokensHint() {
  const t = useT();
  const tokens = Object.entries(CATALOGUE_TOKENS)
    .map(([word, what]) => `{{${word}}} (${what})`)
    .join(', ');
  return <>{t('adminContent.tokensHint', { tokens })}</>;
}
