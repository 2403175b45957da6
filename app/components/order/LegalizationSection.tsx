import { Stamp } from 'lucide-react';
import { Link } from 'react-router';
import {
  availablePackages,
  NO_LEGALIZATION,
  packageDays,
  packagePriceCents,
  type LegalizationPackage,
} from '../../../core/legalization-chain';
import { formatEuros } from '../../../core/money';
import { workingDaysText } from '../../../core/turnaround';
import { SelectField } from '../form/ChoiceFields';
import { FormSection } from './FormSection';
import { optionHint, optionLabel, type Registered } from './OrderSections';
import type { OrderCatalogue } from './types';

function packageLabel(catalogue: Pick<OrderCatalogue, 'legalizationTypes'>, pack: LegalizationPackage): string {
  return `${pack.name} — ${formatEuros(packagePriceCents(catalogue, pack))} par document`;
}

/** The hint under the legalisation choice: the step's description and delay, or the package's steps. */
function legalizationHint(catalogue: Pick<OrderCatalogue, 'legalizationTypes'>, chosen: string | undefined): string {
  const pack = availablePackages(catalogue).find((p) => p.id === chosen);
  if (!pack)
    return optionHint(
      catalogue.legalizationTypes.find((o) => o.id === chosen),
      true,
    );
  const days = packageDays(catalogue, pack);
  return [pack.description, days > 0 ? `ajoute ${workingDaysText(days)} au délai` : ''].filter(Boolean).join(' · ');
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
  const packages = availablePackages(catalogue);
  const steps = catalogue.legalizationTypes;
  return (
    <FormSection
      id="legalisation"
      step={5}
      icon={Stamp}
      title="Légalisation"
      intro={
        <>
          Utile surtout pour un usage à l’étranger.{' '}
          <Link to="/legalisation" className="text-brand underline">
            Quand faut-il légaliser ?
          </Link>{' '}
          <Link to="/Emirats" className="text-brand underline">
            Documents pour les Émirats
          </Link>
        </>
      }
    >
      <SelectField
        {...field}
        label="Type de légalisation"
        hint={legalizationHint(catalogue, chosen)}
        testId="legalization-select"
      >
        {steps
          .filter((o) => o.id === NO_LEGALIZATION)
          .map((o) => (
            <option key={o.id} value={o.id}>
              {optionLabel(o, true)}
            </option>
          ))}
        <optgroup label="Une étape">
          {steps
            .filter((o) => o.id !== NO_LEGALIZATION)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {optionLabel(o, true)}
              </option>
            ))}
        </optgroup>
        {packages.length > 0 ? (
          <optgroup label="Chaîne complète">
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {packageLabel(catalogue, p)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </SelectField>
    </FormSection>
  );
}
