import { Stamp } from 'lucide-react';
import { Link } from 'react-router';
import {
  availablePackages,
  NO_LEGALIZATION,
  packageDays,
  packagePriceCents,
  type LegalizationPackage,
} from '../../../core/legalization-chain';
import { t as tIn, type Lang } from '../../../core/messages';
import { localizedPath } from '../../../core/messages/pages';
import { workingDaysIn } from '../../../core/counted';
import { eurosIn, packageIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';
import { SelectField } from '../form/ChoiceFields';
import { FormSection } from './FormSection';
import { optionHint, optionLabel, type Registered } from './OrderSections';
import type { OrderCatalogue } from './types';

function packageLabel(
  catalogue: Pick<OrderCatalogue, 'legalizationTypes'>,
  pack: LegalizationPackage,
  lang: Lang,
): string {
  return `${packageIn(lang, pack).name} — ${eurosIn(lang, packagePriceCents(catalogue, pack))} ${tIn(lang, 'orderForm.perDocument')}`;
}

/** The hint under the legalisation choice: the step's description and delay, or the package's steps. */
function legalizationHint(
  catalogue: Pick<OrderCatalogue, 'legalizationTypes'>,
  chosen: string | undefined,
  lang: Lang,
): string {
  const pack = availablePackages(catalogue).find((p) => p.id === chosen);
  if (!pack)
    return optionHint(
      catalogue.legalizationTypes.find((o) => o.id === chosen),
      true,
      lang,
    );
  const days = packageDays(catalogue, pack);
  return [
    packageIn(lang, pack).description,
    days > 0 ? tIn(lang, 'orderPrice.addsDays', { days: workingDaysIn(lang, days) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One step (the spec's choice) or a ready-made chain of steps (core/legalization-chain), each
 * priced per document from the catalogue.
 */
export function LegalizationSection({
  field,
  catalogue,
  chosen,
}: {
  field: Registered;
  catalogue: Pick<OrderCatalogue, 'legalizationTypes'>;
  chosen?: string;
}) {
  const t = useT();
  const lang = useLang();
  const packages = availablePackages(catalogue);
  const steps = catalogue.legalizationTypes;
  return (
    <FormSection
      id="legalisation"
      step={5}
      icon={Stamp}
      title={t('customerArea.rowLegalization')}
      intro={
        <>
          {t('orderForm.legalizationIntro')}{' '}
          <Link to={localizedPath(lang, '/legalisation')} className="text-brand underline">
            {t('orderForm.whenLegalize')}
          </Link>{' '}
          <Link to={localizedPath(lang, '/Emirats')} className="text-brand underline">
            {t('shell.footerEmirates')}
          </Link>
        </>
      }
    >
      <SelectField
        {...field}
        label={t('orderForm.legalizationLabel')}
        hint={legalizationHint(catalogue, chosen, lang)}
        testId="legalization-select"
      >
        {steps
          .filter((o) => o.id === NO_LEGALIZATION)
          .map((o) => (
            <option key={o.id} value={o.id}>
              {optionLabel(o, true, lang)}
            </option>
          ))}
        <optgroup label={t('orderForm.oneStep')}>
          {steps
            .filter((o) => o.id !== NO_LEGALIZATION)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {optionLabel(o, true, lang)}
              </option>
            ))}
        </optgroup>
        {packages.length > 0 ? (
          <optgroup label={t('orderForm.fullChain')}>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {packageLabel(catalogue, p, lang)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
    </FormSection>
  );
}
