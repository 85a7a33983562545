import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useBrand } from '@/brand/brand-config';
import { Button } from '@/components/Button';
import { analytics, decideAnalytics, startAnalytics } from '@/platform/analytics';
import { theme } from '@/theme/theme';

const Bar = styled.section`
  position: fixed;
  inset-inline: ${theme.space(3)};
  bottom: calc(${theme.space(3)} + var(--tab-bar-height, 0px) + env(safe-area-inset-bottom, 0px));
  z-index: 40;
  max-width: 640px;
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
  color: ${theme.colours.text};
  box-shadow: ${theme.shadow.lg};
  p {
    flex: 1 1 260px;
    margin: 0;
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.normal};
  }
  div {
    display: flex;
    gap: ${theme.space(2)};
  }
`;

/**
 * Starts the brand's analytics (src/platform/analytics.ts) and, where the brand requires consent and the platform
 * gives a tag, asks the player once on this device. Nothing loads before a yes.
 */
export function AnalyticsConsent() {
  const brand = useBrand();
  const intl = useIntl();
  const { asking } = useSnapshot(analytics);
  useEffect(() => {
    void startAnalytics(brand);
  }, [brand]);
  if (!asking) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Bar aria-label={t('analytics.consent.title')} data-testid="analytics-consent">
      <p>{t('analytics.consent.body')}</p>
      <div>
        <Button size="sm" variant="secondary" onClick={() => decideAnalytics('denied')}>
          {t('analytics.consent.decline')}
        </Button>
        <Button size="sm" onClick={() => decideAnalytics('granted')}>
          {t('analytics.consent.accept')}
        </Button>
      </div>
    </Bar>
  );
}
