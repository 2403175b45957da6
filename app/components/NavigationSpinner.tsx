import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useShell } from '../lib/shell-text';

/**
 * Shown while the next page's code and data load. A short delay keeps
 * instant navigations from flashing it.
 */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const shell = useShell();
  const loading = navigation.state === 'loading' && navigation.formMethod === undefined;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      <div className="h-0.5 w-full animate-pulse bg-brand" />
      <div className="absolute top-3 end-3 flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-muted shadow">
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-brand border-t-transparent"
          aria-hidden="true"
        />
        {shell.loading}
      </div>
    </div>
  );
}
