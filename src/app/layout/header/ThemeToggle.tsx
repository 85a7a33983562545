import { useIntl } from 'react-intl';
import { subscribe } from 'valtio';
import { useBrand } from '@/brand/brand-config';
import { themeMode, toggleThemeMode } from '@/theme/theme-mode';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { useStore } from '@/api/use-store';

const watchMode = (notify: () => void) => subscribe(themeMode, notify);

/** Light/dark switch: flips <html data-theme> only (colours are CSS variables). */
export function ThemeToggle() {
  const intl = useIntl();
  // The pre-render drew the brand's default theme: a page hydrating shows that first, then the visitor's own.
  const fallback = useBrand().theme.default;
  const mode = useStore(
    watchMode,
    () => themeMode.mode,
    () => fallback,
  );
  const dark = mode === 'dark';
  return (
    <IconButton
      type="button"
      onClick={toggleThemeMode}
      aria-pressed={dark}
      aria-label={intl.formatMessage({ id: 'shell.theme.dark' })}
      title={intl.formatMessage({ id: dark ? 'shell.theme.toLight' : 'shell.theme.toDark' })}
      data-testid="theme-toggle"
    >
      <Icon name={dark ? 'moon' : 'sun'} />
    </IconButton>
  );
}
