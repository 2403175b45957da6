import { tr } from '../../../../../core/messages';
import { inputClass } from '../../../form/Field';

export type TranslationLanguages = 'ar-fr' | 'fr-ar';

/** What the verification page will say of the translation: its document type and its languages. */
export function TranslationDetails({
  id,
  documentType,
  onDocumentType,
  languages,
  onLanguages,
  disabled,
}: {
  id: string;
  documentType: string;
  onDocumentType: (value: string) => void;
  languages: TranslationLanguages;
  onLanguages: (value: TranslationLanguages) => void;
  disabled: boolean;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-type`} className="field-label">
            {tr('adminTranslation.documentType')}
          </label>
          <input
            id={`${id}-type`}
            className={inputClass(null)}
            value={documentType}
            onChange={(e) => onDocumentType(e.target.value)}
            maxLength={120}
            dir="auto"
            placeholder={tr('adminTranslation.documentTypePlaceholder')}
            aria-describedby={`${id}-type-aide`}
            disabled={disabled}
            data-testid="translation-document-type"
          />
          <p id={`${id}-type-aide`} className="mt-1.5 text-xs text-muted">
            {tr('adminTranslation.documentTypeHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-langues`} className="field-label">
            {tr('adminTranslation.languages')}
          </label>
          <select
            id={`${id}-langues`}
            className={inputClass(null)}
            value={languages}
            onChange={(e) => onLanguages(e.target.value === 'fr-ar' ? 'fr-ar' : 'ar-fr')}
            disabled={disabled}
            data-testid="translation-languages"
          >
            <option value="ar-fr">{tr('verification.pairArFr')}</option>
            <option value="fr-ar">{tr('verification.pairFrAr')}</option>
          </select>
        </div>
      </div>
      <p className="text-xs text-muted">{tr('adminTranslation.stampHint')}</p>
    </>
  );
}
