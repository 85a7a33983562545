import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useBrand } from '@/brand/brand-config';
import { Icon } from '@/components/Icon';
import { Menu } from '@/components/Menu';
import { language, setLanguage } from '@/i18n/language';
import { languageInfo } from '@/i18n/languages';
import { afterNextPaint } from '@/lib/tasks';
import { labelClass, rowClass } from './nav-styles';

/** The brand's languages, each in its own name (§1: shown only with more than one). */
export function LanguagePicker({ collapsed, placement }: { collapsed: boolean; placement: 'right' | 'inline' }) {
  const intl = useIntl();
  const brand = useBrand();
  const { code } = useSnapshot(language);
  const label = intl.formatMessage({ id: 'shell.nav.language' });
  return (
    <Menu
      placement={placement}
      align="end"
      triggerLabel={`${label}: ${languageInfo(code).nativeName}`}
      triggerClassName={rowClass(collapsed)}
      trigger={
        <>
          <Icon name="globe" />
          <span className={labelClass(collapsed)}>{languageInfo(code).nativeName}</span>
          {!collapsed && <Icon name="chevron-right" size={16} />}
        </>
      }
      items={brand.languages.enabled.map((c) => ({
        id: c,
        label: <span lang={languageInfo(c).bcp47}>{languageInfo(c).nativeName}</span>,
        checked: c === code,
        // The menu closes in this frame; the switch (data in the new language, every text) starts after it is painted.
        onSelect: () => void afterNextPaint().then(() => setLanguage(c)),
      }))}
    />
  );
}
