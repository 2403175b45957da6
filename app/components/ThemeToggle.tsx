import { Moon, Sun } from 'lucide-react';
import { chooseTheme, isDarkNow } from '../lib/theme';

/** Both icons are rendered; CSS shows the one matching the current theme, so SSR and system preference agree. */
export function ThemeToggle() {
  return (
    <button
      type="button"
      onClick={() => chooseTheme(!isDarkNow())}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-ink"
      aria-label="Basculer entre le thème clair et le thème sombre"
      title="Thème clair / sombre"
      data-testid="theme-toggle"
    >
      <Moon className="h-5 w-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden="true" />
    </button>
  );
}
