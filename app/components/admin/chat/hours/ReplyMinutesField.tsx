import { replyTimeLabel } from '../../../../../core/chat-rules';
import { tr } from '../../../../../core/messages';

/** The reply time the chat announces while open, in minutes, with the sentence visitors will read. */
export function ReplyMinutesField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={`${id}-delai`} className="field-label">
        {tr('adminChat.replyMinutes')}
      </label>
      <input
        id={`${id}-delai`}
        type="number"
        inputMode="numeric"
        min={1}
        max={1440}
        step={1}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-delai-aide`}
        className="field-input w-32"
        data-testid="chat-reply-minutes"
      />
      <p id={`${id}-delai-aide`} className="mt-1.5 text-sm text-muted">
        {tr('adminChat.replyMinutesHelp', {
          example: Number(value) >= 1 ? replyTimeLabel(Number(value)) : tr('adminChat.replyMinutesEmpty'),
        })}
      </p>
    </div>
  );
}
