import { Link } from 'react-router';
import { localizedPath } from '../../../../core/messages/pages';
import { useT } from '../../../lib/i18n';
import { usePageLang } from '../../../lib/page-lang';
import { richText } from '../../../lib/rich-text';

/** Under a failed send: the contact page is another way to reach the office. */
export function ContactInstead() {
  const t = useT();
  const lang = usePageLang();
  return (
    <p className="mt-1.5">
      {richText(
        {
          link: (
            <Link to={localizedPath(lang, '/contact')} className="font-semibold text-brand underline">
              {t('requestForm.quoteContactLink')}
            </Link>
          ),
        },
        (m) => t('requestForm.quoteAlsoContact', m),
      )}
    </p>
  );
}
