import { CATALOGUES } from '../../core/messages/server';
import type { AdminListsText } from '../lib/root-data';
import type { SessionUser } from '../lib/session-user';

/**
 * The French words of the admin's controls on the public FAQ and blog (« Modifier »,
 * « Supprimer », each entry's language and other version), for a signed-in admin only: the back
 * office stays French on the Arabic lists too (decision 034), and no public page's catalogue
 * carries them. Undefined for everyone else, whose pages' data stays as it was.
 */
export function adminListsFor(user: SessionUser | null): AdminListsText | undefined {
  if (user?.role !== 'admin') return undefined;
  const fr = CATALOGUES.fr;
  return {
    ...fr.adminLists,
    // The spec's « Ajouter » and confirmation sentences, in French on /ar/faq and /ar/blog too.
    addQuestion: fr.faqPage.add,
    confirmDeleteFaq: fr.faq.confirmDelete,
    confirmDeleteArticle: fr.article.confirmDelete,
  };
}
