import { Plus } from 'lucide-react';
import { tr } from '../../../../../core/messages';
import type { Line } from '../quote-offer-lines';

/** Adds a line: one chosen from the catalogue (prefilled, still editable) or a free one. */
export function AddLineControls({
  id,
  choice,
  onChoose: setChoice,
  choices,
  full,
  onAdd,
}: {
  id: string;
  /** The catalogue line picked, not added yet (kept by the dialog while it is closed). */
  choice: string;
  onChoose: (key: string) => void;
  choices: { key: string; text: string; line: Line }[];
  /** The quote holds as many lines as it may. */
  full: boolean;
  onAdd: (line: Line) => void;
}) {
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-choice`} className="text-sm font-medium text-ink">
          {tr('adminRequest.catalogueLine')}
        </label>
        <select
          id={`${id}-choice`}
          className="field-input mt-1"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          data-testid="quote-catalogue-choice"
        >
          <option value="">{tr('adminRequest.choosePlaceholder')}</option>
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.text}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn-secondary"
        disabled={!choice || full}
        onClick={() => {
          const found = choices.find((c) => c.key === choice);
          if (found) onAdd({ ...found.line });
          setChoice('');
        }}
        data-testid="quote-add-catalogue"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {tr('adminRequest.addLine')}
      </button>
      <button
        type="button"
        className="btn-secondary"
        disabled={full}
        onClick={() => onAdd({ source: 'free', optionId: '', label: '', quantity: '1', unitPrice: '' })}
        data-testid="quote-add-free"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {tr('adminRequest.freeLine')}
      </button>
    </div>
  );
}
