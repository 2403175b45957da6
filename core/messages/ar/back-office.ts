import type { CompleteBackOffice } from '../catalogue';
import { adminShared } from './admin-shared';
import { adminHours } from './admin-hours';
import { adminOrder } from './admin-order';
import { adminOrderDetail } from './admin-order-detail';
import { adminTranslation } from './admin-translation';
import { adminEmail } from './admin-email';
import { adminCatalogue } from './admin-catalogue';
import { adminDelivery } from './admin-delivery';
import { adminUser } from './admin-user';
import { adminOutbox } from './admin-outbox';
import { adminRequest } from './admin-request';
import { adminReview } from './admin-review';
import { adminInvoices } from './admin-invoices';
import { adminDashboard } from './admin-dashboard';
import { adminLedger } from './admin-ledger';
import { adminPrivacy } from './admin-privacy';
import { adminChat } from './admin-chat';
import { adminContent } from './admin-content';

/**
 * The back office's domains (/admin), a browser chunk of their own: public pages never download
 * them, and an /admin page loads them before it hydrates (core/messages/load.ts). The back office
 * is French; the Arabic twin exists because the catalogue is complete in every language.
 */
export const arBackOffice = {
  adminShared,
  adminHours,
  adminOrder,
  adminOrderDetail,
  adminTranslation,
  adminEmail,
  adminCatalogue,
  adminDelivery,
  adminUser,
  adminOutbox,
  adminRequest,
  adminReview,
  adminInvoices,
  adminDashboard,
  adminLedger,
  adminPrivacy,
  adminChat,
  adminContent,
} satisfies CompleteBackOffice;
