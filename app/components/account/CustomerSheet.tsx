import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/**
 * The customer area's dialogs (a message to the translator, deleting the account): a sheet rising
 * from the bottom on a phone, a centred card from `sm` up, its title and close button on one line.
 * Goes inside a `Dialog.Root`; what follows the title is the caller's.
 */
export function CustomerSheet({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
      <Dialog.Content
        className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-line bg-surface p-6 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8"
        data-testid={testId}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="font-serif text-2xl font-semibold">{title}</Dialog.Title>
          <Dialog.Close className="btn-ghost -me-2 -mt-1 p-2" aria-label={t('customerArea.close')}>
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
