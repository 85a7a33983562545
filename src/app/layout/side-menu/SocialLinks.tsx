import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { Icon, type IconName } from '@/components/Icon';
import { roundIcon } from '@/components/round-icon';
import { isSafeExternalUrl } from '@/lib/safe-link';
import { staticSheet } from '@/lib/static-sheet';
import { theme } from '@/theme/theme';

const SOCIAL: { key: 'FACEBOOK' | 'INSTAGRAM' | 'TELEGRAM'; icon: IconName; name: string }[] = [
  { key: 'FACEBOOK', icon: 'facebook', name: 'Facebook' },
  { key: 'INSTAGRAM', icon: 'instagram', name: 'Instagram' },
  { key: 'TELEGRAM', icon: 'telegram', name: 'Telegram' },
];

// One static sheet (src/lib/static-sheet.ts): the row hydrates twice with every page (side menu and footer).
staticSheet('social-links', {
  'social-row': css`
    display: flex;
    gap: ${theme.space(2)};
    margin: 0;
    padding: ${theme.space(2)} ${theme.space(1)};
    list-style: none;
    a {
      ${roundIcon}
      border: 1px solid ${theme.colours.border};
      color: ${theme.colours.textMuted};
      &:hover {
        color: ${theme.colours.primary};
        border-color: ${theme.colours.primary};
      }
    }
  `,
});

/** The brand's social links (§2: FACEBOOK, INSTAGRAM, TELEGRAM), http(s) only. */
export function SocialLinks() {
  const intl = useIntl();
  const brand = useBrand();
  const links = SOCIAL.filter((s) => brand.social?.[s.key] && isSafeExternalUrl(brand.social[s.key]!));
  if (links.length === 0) return null;
  return (
    <ul className="social-row" aria-label={intl.formatMessage({ id: 'shell.social' })}>
      {links.map((s) => (
        <li key={s.key}>
          <a href={brand.social![s.key]} target="_blank" rel="noopener noreferrer" aria-label={s.name} title={s.name}>
            <Icon name={s.icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
