import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { Icon, type IconName } from '@/components/Icon';
import { PageTitle } from '@/components/PageTitle';
import { AppQrCodes } from '../components/AppQrCodes';
import { InstallAppButton } from '../components/InstallAppButton';
import { iconHeading } from '@/components/icon-heading';
import { theme } from '@/theme/theme';

const Hero = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
  border: 1px solid ${theme.colours.border};
  ${theme.breakpoint.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${theme.space(10)};
  }
  p {
    margin: 0;
    color: ${theme.colours.textMuted};
  }
`;

const Guides = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(6)};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
`;

const Guide = styled.section`
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
  border: 1px solid ${theme.colours.border};
  h2 {
    ${iconHeading(3)};
  }
  ol {
    margin: 0;
    padding-left: ${theme.space(5)};
    display: grid;
    gap: ${theme.space(2)};
  }
`;

/** The install guides, in page order: title, icon and step keys of the catalogue. */
const GUIDES: { id: string; title: string; icon: IconName; steps: string[] }[] = [
  { id: 'android', title: 'download.android', icon: 'smartphone', steps: ['download.android.step1', 'download.android.step2', 'download.android.step3'] },
  // The installable web app (manifest + service worker per brand): Chrome's menu adds it to the home screen.
  {
    id: 'android-home',
    title: 'download.androidHome',
    icon: 'plus',
    steps: ['download.androidHome.step1', 'download.androidHome.step2', 'download.androidHome.step3', 'download.androidHome.step4'],
  },
  { id: 'ios', title: 'download.ios', icon: 'share', steps: ['download.ios.step1', 'download.ios.step2', 'download.ios.step3', 'download.ios.step4'] },
];

/** /download (§1, §2): Android and iOS QR codes, and how to install, including adding to the iOS home screen. */
export function DownloadPage() {
  const intl = useIntl();
  const brand = useBrand();
  const t = (id: string) => intl.formatMessage({ id }, { brand: brand.name });
  return (
    <>
      <Hero>
        <div>
          <PageTitle>{t('download.title')}</PageTitle>
          <p>{t('download.lead')}</p>
          <InstallAppButton brand={brand.name} />
        </div>
        <AppQrCodes showLinks />
      </Hero>
      <Guides>
        {GUIDES.map((g) => (
          <Guide key={g.id} aria-labelledby={`guide-${g.id}`}>
            <h2 id={`guide-${g.id}`}>
              <Icon name={g.icon} />
              {t(g.title)}
            </h2>
            <ol>
              {g.steps.map((k) => (
                <li key={k}>{t(k)}</li>
              ))}
            </ol>
          </Guide>
        ))}
      </Guides>
    </>
  );
}

export default DownloadPage;
