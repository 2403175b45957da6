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
            Type de document
          </label>
          <input
            id={`${id}-type`}
            className={inputClass(null)}
            value={documentType}
            onChange={(e) => onDocumentType(e.target.value)}
            maxLength={120}
            placeholder="Ex. : Acte de naissance"
            aria-describedby={`${id}-type-aide`}
            disabled={disabled}
            data-testid="translation-document-type"
          />
          <p id={`${id}-type-aide`} className="mt-1.5 text-xs text-muted">
            Affiché sur la page de vérification, sans le nom du client.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-langues`} className="field-label">
            Langues
          </label>
          <select
            id={`${id}-langues`}
            className={inputClass(null)}
            value={languages}
            onChange={(e) => onLanguages(e.target.value === 'fr-ar' ? 'fr-ar' : 'ar-fr')}
            disabled={disabled}
            data-testid="translation-languages"
          >
            <option value="ar-fr">De l’arabe vers le français</option>
            <option value="fr-ar">Du français vers l’arabe</option>
          </select>
        </div>
      </div>
      <p className="text-xs text-muted">
        Chaque page reçoit un QR code, une référence et un code de vérification (une image devient un PDF d’une
        page)&nbsp;: le client reçoit la copie tamponnée, l’original reste ici.
      </p>
    </>
  );
}
