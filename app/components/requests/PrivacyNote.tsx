import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { useT } from '../../lib/i18n';
import { usePageLang } from '../../lib/page-lang';
import { useRetention } from '../../lib/retention';
import { richText } from '../../lib/rich-text';

/** Under each form: what happens to what was typed (kept CONTACT_RETENTION_YEARS at most, like the privacy page says). */
export function PrivacyNote({
  icon: Icon = Lock,
  children,
}: {
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  children?: React.ReactNode;
}) {
  const { contactYears } = useRetention();
  const t = useT();
  const lang = usePageLang();
  return (
    <p className="flex gap-2.5 text-xs leading-relaxed text-muted">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
      <span>
        {children ? <>{children} </> : null}
        {richText(
          {
            link: (
              <Link to={localizedPath(lang, '/rgpd')} className="text-brand underline">
                {t('requestForm.privacyLink')}
              </Link>
            ),
          },
          (m) => t('requestForm.privacy', { count: contactYears, ...m }),
        )}
      </span>
    </p>
  );
}
