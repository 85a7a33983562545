import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { themeMode, toggleThemeMode } from '@/theme/theme-mode';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';

/** Light/dark switch: flips <html data-theme> only (colours are CSS variables). */
export function ThemeToggle() {
  const intl = useIntl();
  const { mode } = useSnapshot(themeMode);
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
