import { Link } from 'react-router';
import { useCrossesLanguage } from '../../../lib/go-to-page';
import { useT } from '../../../lib/i18n';
import { AdminLinks } from '../AdminLinks';
import type { ArticleDraft } from './types';
import { SaveButton } from '../EditorFields';

/** The editor's last row: « Supprimer » when editing, « Annuler » back to the list, « Enregistrer ». */
export function ArticleEditorActions({
  initial,
  list,
  editing,
  pending,
  onDeleted,
}: {
  initial: ArticleDraft;
  /** The blog's list, in the article's language. */
  list: string;
  editing: boolean;
  pending: boolean;
  onDeleted: () => void;
}) {
  const crossesLanguage = useCrossesLanguage();
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
      {editing ? (
        <AdminLinks
          kind="article"
          size="md"
          editTo={`/blog/edit/${initial.slug}`}
          deleteUrl={`/api/articles/${initial.id}`}
          subject={initial.title}
          onDeleted={onDeleted}
          deleteOnly
        />
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to={list} reloadDocument={crossesLanguage(list)} className="btn-secondary">
          {t('adminShared.cancel')}
        </Link>
        <SaveButton pending={pending} />
      </div>
    </div>
  );
}
