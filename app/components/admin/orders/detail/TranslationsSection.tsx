import { FileCheck2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { tr } from '../../../../../core/messages';
import { FilesDeletedNotice } from '../../../account/FilesDeletedNotice';
import { Section } from '../DetailSection';
import { TranslatedFiles } from '../TranslatedFiles';
import { TranslationUpload } from '../TranslationUpload';

/** What « Traductions » needs of the order. */
export interface TranslationsView {
  orderId: string;
  fileAdmin: ComponentProps<typeof TranslatedFiles>['files'];
  filesDeletedAt: string | null;
  archivedAt: string | null;
  unpaid: boolean;
}

/** The translations delivered, and the form that adds some (not for an unpaid, archived or emptied order). */
export function TranslationsSection({
  order,
  onChanged: refresh,
}: {
  order: TranslationsView;
  onChanged: () => Promise<void> | void;
}) {
  return (
    <Section
      id="translations-title"
      title={tr('adminOrderDetail.sectionTranslations')}
      icon={FileCheck2}
      tone="text-success"
    >
      {order.filesDeletedAt && order.fileAdmin.length === 0 ? (
        <FilesDeletedNotice at={order.filesDeletedAt} />
      ) : (
        <TranslatedFiles orderId={order.orderId} files={order.fileAdmin} onChanged={refresh} />
      )}
      {order.archivedAt || order.filesDeletedAt ? null : order.unpaid ? (
        // The server refuses a translation for an unpaid order too (server/admin/orders/service.ts).
        <p
          className="mt-6 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm font-semibold text-accent"
          data-testid="unpaid-notice"
        >
          {tr('adminOrder.uploadUnpaid')}
        </p>
      ) : (
        <div className="mt-6 border-t border-line pt-6">
          <h3 className="mb-3 text-base font-semibold">{tr('adminOrderDetail.uploadTitle')}</h3>
          <TranslationUpload orderId={order.orderId} onUploaded={refresh} />
        </div>
      )}
    </Section>
  );
}
