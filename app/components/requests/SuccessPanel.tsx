import { CheckCircle2, Home, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { usePageLang } from '../../lib/page-lang';
import { useShell } from '../../lib/shell-text';

/**
 * Replaces a form once the server accepted it. Focus moves to its heading so
 * keyboard and screen-reader users land on the confirmation, not on nothing.
 */
export function SuccessPanel({
  title,
  children,
  againLabel,
  onAgain,
}: {
  title: string;
  children?: React.ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const lang = usePageLang();
  const shell = useShell();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="card border-success/40 sm:p-8" data-testid="request-success">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold focus:outline-none">
        {title}
      </h2>
      <div className="mt-3 space-y-2 leading-relaxed text-muted">{children}</div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={localizedPath(lang, '/')} className="btn-primary">
          <Home className="h-4 w-4" aria-hidden="true" />
          {shell.backHome}
        </Link>
        <button type="button" className="btn-secondary" onClick={onAgain}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {againLabel}
        </button>
      </div>
    </div>
  );
}
