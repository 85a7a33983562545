import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { lineSwitch } from '@/api/line-switch';
import { fastestLine } from '@/api/lines';
import { useApiQuery } from '@/api/query';
import { isSafeExternalUrl } from '@/lib/safe-link';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { PageTitle } from '@/components/PageTitle';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { rowsList } from '@/components/grid-list';
import { theme } from '@/theme/theme';
import { LineRow } from '../components/LineRow';
import { useLines } from '../hooks/useLines';

const Head = styled.header`
  display: grid;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  p {
    margin: 0;
    color: ${theme.colours.textMuted};
    max-width: 60ch;
  }
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const List = styled.ul`
  ${rowsList(3)};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  margin: ${theme.space(5)} 0 0;
  a {
    color: ${theme.colours.primary};
  }
`;

const Alert = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  color: ${theme.colours.onDanger};
  background: ${theme.colours.danger};
`;

/**
 * /lines: the line-selection screen. Every line of the brand (its domains and mirrors, and those the platform's
 * domain route adds) is measured on arrival, four at a time, each given 1.5 s; the player sees each line's latency
 * as it lands, which one is in use and which is fastest, and can move to another. The session stays: the token
 * travels with every call, whichever line answers it.
 */
export function LinesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const snap = useLines();
  const [announce, setAnnounce] = useState('');
  const resources = useApiQuery('resources', { staleMs: Number.POSITIVE_INFINITY });
  // SpeedTest (§3): the platform's speed-test page; USDJUMP: its jump page, which lists every line outside the portal.
  const link = (type: string) => resources.data?.find((r) => r.resourceType === type && isSafeExternalUrl(r.url));
  const speedTest = link('SpeedTest');
  const jump = link('USDJUMP');

  // The platform's domain route, asked here too (boot asks it at idle time): the screen lists every line it names.
  const routed = useApiQuery('domainRoute', { staleMs: 5 * 60_000 });
  useEffect(() => {
    if (routed.data) lineSwitch()?.setRouted(routed.data.domainList.map((d) => d.domain));
  }, [routed.data]);

  const measure = () => {
    void lineSwitch()
      ?.measure()
      .then((results) => {
        if (!results.length) return;
        const working = results.filter((r) => r.ok).length;
        setAnnounce(t('lines.summary', { working, total: results.length }));
      });
  };
  // Measured on arrival, and again when lines arrive that were never measured (the domain route's); else on request.
  const unmeasured = !snap.measuring && snap.lines.some((l) => !snap.measures[l.base]);
  useEffect(() => {
    if (unmeasured) measure();
  }, [unmeasured]); // eslint-disable-line react-hooks/exhaustive-deps -- measure() reads the latest lines itself

  const results = Object.values(snap.measures).flatMap((m) => ('ok' in m ? [m] : []));
  const fastest = snap.measuring ? null : fastestLine(results);
  const noneWorks = !snap.measuring && results.length === snap.lines.length && results.length > 0 && results.every((r) => !r.ok);
  const choose = (base: string) => {
    lineSwitch()?.choose(base);
    const line = snap.lines.find((l) => l.base === base);
    if (line) setAnnounce(t('lines.chosen', { host: line.host }));
  };

  return (
    <section aria-labelledby="lines-title">
      <Head>
        <div>
          <PageTitle id="lines-title">{t('lines.title')}</PageTitle>
          <p>{t('lines.lead')}</p>
        </div>
        <Button variant="secondary" onClick={measure} disabled={snap.measuring} aria-busy={snap.measuring}>
          <Icon name="refresh" />
          {t(snap.measuring ? 'lines.measuring' : 'lines.measure')}
        </Button>
      </Head>
      {noneWorks && <Alert role="alert">{t('lines.none')}</Alert>}
      <List aria-label={t('lines.title')} aria-busy={snap.measuring} data-testid="line-list">
        {snap.lines.map((line, i) => (
          <LineRow
            key={line.base}
            line={line}
            number={i + 1}
            measure={snap.measures[line.base]}
            current={line.base === snap.current}
            fastest={line.base === fastest}
            onChoose={choose}
          />
        ))}
      </List>
      {(speedTest || jump) && (
        <Links>
          {speedTest && (
            <a href={speedTest.url} target="_blank" rel="noopener noreferrer">
              {t('lines.speedTest')}
            </a>
          )}
          {jump && (
            <a href={jump.url} target="_blank" rel="noopener noreferrer">
              {t('lines.jump')}
            </a>
          )}
        </Links>
      )}
      <VisuallyHidden>
        <output aria-live="polite">{announce}</output>
      </VisuallyHidden>
    </section>
  );
}

export default LinesPage;
