import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { tr } from '../../../core/messages';

const WIDTHS = { md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

/**
 * The back office's dialog: a sheet rising from the bottom on a phone, a
 * centred panel from the small breakpoint up. Radix traps focus, closes on
 * Escape and gives the focus back to what opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  role,
  onOpenAutoFocus,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  /** Read by screen readers when the dialog opens; say what the dialog is for. */
  description: React.ReactNode;
  children?: React.ReactNode;
  /** Buttons, stacked full width on a phone, in a row on larger screens. */
  footer?: React.ReactNode;
  size?: keyof typeof WIDTHS;
  /** 'alertdialog' for a confirmation that interrupts the task. */
  role?: 'dialog' | 'alertdialog';
  onOpenAutoFocus?: (event: Event) => void;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // Radix sets role="dialog" itself, but an explicit undefined prop would remove it.
          role={role ?? 'dialog'}
          onOpenAutoFocus={onOpenAutoFocus}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border border-line bg-surface shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${WIDTHS[size]}`}
          data-testid={testId}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6 sm:px-8 sm:pt-7">
            <Dialog.Title className="font-serif text-2xl leading-tight font-semibold [overflow-wrap:anywhere]">
              {title}
            </Dialog.Title>
            <Dialog.Close className="btn-ghost -mt-1 -mr-2 shrink-0 p-2" aria-label={tr('adminShared.close')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className={`mt-2 px-6 text-sm leading-relaxed text-muted sm:px-8 ${children ? '' : 'pb-6'}`}>
              {description}
            </div>
          </Dialog.Description>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-5 pb-2 sm:px-8">{children}</div> : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-3 border-t border-line px-6 py-4 sm:flex-row sm:justify-end sm:px-8">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the surrounding Modal (« Fermer », « Annuler »). */
export function ModalClose({
  children,
  testId,
  ref,
}: {
  children: React.ReactNode;
  testId?: string;
  ref?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <Dialog.Close ref={ref} className="btn-secondary" data-testid={testId}>
      {children}
    </Dialog.Close>
  );
}
