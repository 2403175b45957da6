import { Loader2, Save, Send } from 'lucide-react';
import { tr } from '../../../../../core/messages';
import { ModalClose } from '../../Modal';

export type SaveMode = 'draft' | 'send';

/** The dialog's buttons: cancel, save the draft, send it; the one at work spins and all wait for it. */
export function OfferFooter({ pending, onSave }: { pending: SaveMode | null; onSave: (mode: SaveMode) => void }) {
  return (
    <>
      <ModalClose>{tr('adminShared.cancel')}</ModalClose>
      <button
        type="button"
        className="btn-secondary"
        disabled={pending !== null}
        onClick={() => onSave('draft')}
        data-testid="quote-save-draft"
      >
        {pending === 'draft' ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Save className="h-4 w-4" aria-hidden="true" />
        )}
        {tr('adminRequest.saveDraft')}
      </button>
      <button
        type="button"
        className="btn-primary"
        disabled={pending !== null}
        onClick={() => onSave('send')}
        data-testid="quote-send"
      >
        {pending === 'send' ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="h-4 w-4" aria-hidden="true" />
        )}
        {tr('adminRequest.sendQuote')}
      </button>
    </>
  );
}
