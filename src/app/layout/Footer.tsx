import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from '@/components/RouterLink';
import { brandAssetUrl, useBrand } from '@/brand/brand-config';
import { SocialLinks } from './side-menu/SocialLinks';
import { bareList } from '@/components/grid-list';
import { staticSheet } from '@/lib/static-sheet';
import { theme } from '@/theme/theme';

// content-visibility: below the fold on a phone, the footer is neither laid out nor painted until it nears the
// viewport. Its logo is an SVG <img> with text, which Chromium lays out and paints on the main thread (8 ms on a
// fast desktop once the app runs, a long task on a phone). The remembered size (`auto`) takes over once shown.
const foot = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 420px;
  margin-top: auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(6)};
  background: ${theme.colours.surface};
  border-top: 1px solid ${theme.colours.border};
  color: ${theme.colours.textMuted};
  font-size: ${theme.font.size.sm};
`;

const inner = css`
  max-width: ${theme.layout.contentMaxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${theme.space(6)};
  ${theme.breakpoint.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const brandColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  img {
    height: 32px;
    width: auto;
    align-self: flex-start;
  }
  p {
    margin: 0;
  }
`;

const links = css`
  h2 {
    margin: 0 0 ${theme.space(2)};
    color: ${theme.colours.text};
    font-size: ${theme.font.size.sm};
  }
  ul {
    ${bareList};
    display: grid;
    gap: ${theme.space(1)};
  }
  a {
    display: inline-block;
    padding: ${theme.space(1)} 0;
    color: ${theme.colours.textMuted};
    text-decoration: none;
    &:hover {
      color: ${theme.colours.primary};
      text-decoration: underline;
    }
  }
`;

const legal = css`
  max-width: ${theme.layout.contentMaxWidth};
  margin: ${theme.space(6)} auto 0;
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colours.border};
  font-size: ${theme.font.size.xs};
`;

// One static sheet (src/lib/static-sheet.ts): the footer hydrates with every page.
staticSheet('footer', { 'ft-foot': foot, 'ft-inner': inner, 'ft-brand': brandColumn, 'ft-links': links, 'ft-legal': legal });

// The copyright year is read once per page load (render stays pure).
const YEAR = new Date().getFullYear();

/** The footer's link columns: a heading and its links (message ids and paths). */
const LINK_COLUMNS: readonly { title: string; links: readonly { to: string; label: string }[] }[] = [
  {
    title: 'shell.footer.help',
    links: [
      { to: '/help', label: 'shell.service.help' },
      { to: '/promotions', label: 'shell.nav.promotions' },
      { to: '/lines', label: 'lines.nav' },
    ],
  },
  { title: 'shell.footer.apps', links: [{ to: '/download', label: 'shell.nav.download' }] },
];

/** Footer (§2 routes with a footer): brand, help and download links, social links, the manifest's licence text. */
export function Footer() {
  const intl = useIntl();
  const brand = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <footer className="ft-foot" data-testid="footer">
      <div className="ft-inner">
        <div className="ft-brand">
          <img src={brandAssetUrl(brand.assets.logo)} alt={brand.name} width={120} height={32} loading="lazy" />
          <p>{t('shell.footer.tagline')}</p>
          <SocialLinks />
        </div>
        {LINK_COLUMNS.map((column) => (
          <nav key={column.title} className="ft-links" aria-label={t(column.title)}>
            <h2>{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="ft-legal">
        {brand.licenceText || t('shell.footer.age')} © {YEAR} {brand.name}
      </p>
    </footer>
  );
}
