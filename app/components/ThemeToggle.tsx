import { Moon, Sun } from 'lucide-react';
import { useShell } from '../lib/shell-text';
import { chooseTheme, isDarkNow } from '../lib/theme';

/** Both icons are rendered; CSS shows the one matching the current theme, so SSR and system preference agree. */
export function ThemeToggle({ className = '', testId = 'theme-toggle' }: { className?: string; testId?: string }) {
  const text = useShell();
  return (
    <button
      type="button"
      onClick={() => chooseTheme(!isDarkNow())}
      className={`h-10 w-10 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-ink max-[380px]:w-9 ${className || 'inline-flex'}`}
      aria-label={text.themeToggle}
      title={text.themeTitle}
      data-testid={testId}
    >
      <Moon className="h-5 w-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden="true" />
    </button>
  );
}
