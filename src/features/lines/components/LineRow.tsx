import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { Line } from '@/api/lines';
import type { LineMeasure } from '@/api/line-switch';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { StatusTag, type StatusTone } from '@/components/StatusTag';
import { theme } from '@/theme/theme';
import { latencyGrade, type LatencyGrade } from '../lib/latency-grade';
import { noteText } from '@/components/note-text';
import { spread } from '@/components/spread';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(2)} ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
  border: 1px solid ${theme.colours.border};
  &[data-current='true'] {
    border-color: ${theme.colours.primary};
    box-shadow: inset 0 0 0 1px ${theme.colours.primary};
  }
  ${theme.breakpoint.sm} {
    grid-template-columns: auto 1fr auto auto;
    gap: ${theme.space(4)};
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.space(10)};
  height: ${theme.space(10)};
  border-radius: ${theme.radius.pill};
  color: ${theme.colours.primary};
  background: ${theme.colours.surfaceSunken};
`;

const Name = styled.div`
  min-width: 0;
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: ${theme.space(0.5)} 0 0;
    ${noteText('muted', 'sm')};
    overflow-wrap: anywhere;
  }
`;

/** The measurement: on phones under the name, beside the button from 600 px. */
const Measure = styled.div`
  grid-column: 1 / -1;
  ${spread({ align: 'center' })};
  gap: ${theme.space(3)};
  ${theme.breakpoint.sm} {
    grid-column: auto;
    justify-content: flex-end;
    min-width: ${theme.space(40)};
  }
`;

const Latency = styled.span`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

/** Three bars, as a phone shows signal: how many are lit is the grade. Decorative: the grade is said in words beside it. */
const Bars = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: 2px;
  height: 16px;
  i {
    width: 4px;
    border-radius: 1px;
    background: ${theme.colours.border};
  }
  i:nth-of-type(1) {
    height: 6px;
  }
  i:nth-of-type(2) {
    height: 11px;
  }
  i:nth-of-type(3) {
    height: 16px;
  }
  &[data-grade='fast'] i,
  &[data-grade='good'] i:nth-of-type(-n + 2),
  &[data-grade='slow'] i:nth-of-type(1) {
    background: ${theme.colours.success};
  }
  &[data-grade='slow'] i:nth-of-type(1) {
    background: ${theme.colours.warning};
  }
`;

const Reading = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Action = styled.div`
  grid-column: 1 / -1;
  ${theme.breakpoint.sm} {
    grid-column: auto;
    min-width: ${theme.space(32)};
  }
  button {
    width: 100%;
  }
`;

const GRADE_TONE: Record<LatencyGrade, StatusTone> = { fast: 'success', good: 'muted', slow: 'warning' };

export interface LineRowProps {
  line: Line;
  number: number;
  measure: LineMeasure | undefined;
  current: boolean;
  fastest: boolean;
  onChoose: (base: string) => void;
}

/** One line of the line screen: its name and host, what it measured (or that it is being measured, or failed), and the choice. */
export function LineRow({ line, number, measure, current, fastest, onChoose }: LineRowProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const nameId = `line-${number}`;
  const failed = measure && 'ok' in measure && !measure.ok;
  return (
    <Row data-current={current} aria-labelledby={nameId} data-testid="line-row" data-host={line.host}>
      <Mark aria-hidden="true">
        <Icon name="globe" />
      </Mark>
      <Name>
        <h2 id={nameId}>
          {t('lines.row.name', { number })}
          {current && <StatusTag tone="success">{t('lines.current')}</StatusTag>}
          {fastest && !current && <StatusTag>{t('lines.fastest')}</StatusTag>}
        </h2>
        <p>{line.host}</p>
      </Name>
      <Measure data-testid="line-measure">{reading()}</Measure>
      <Action>
        <Button
          variant={current ? 'secondary' : 'primary'}
          size="sm"
          disabled={current || failed}
          aria-describedby={nameId}
          onClick={() => onChoose(line.base)}
        >
          {t(current ? 'lines.inUse' : 'lines.use')}
        </Button>
      </Action>
    </Row>
  );

  function reading() {
    if (!measure) return <span>{t('lines.notMeasured')}</span>;
    if ('probing' in measure)
      return (
        <Reading aria-label={t('lines.measuring')}>
          <Skeleton width={64} height={20} />
        </Reading>
      );
    if (!measure.ok) return <StatusTag tone="danger">{t(measure.reason === 'timeout' ? 'lines.failed.timeout' : 'lines.failed.unreachable')}</StatusTag>;
    const grade = latencyGrade(measure.latencyMs);
    return (
      <>
        <StatusTag tone={GRADE_TONE[grade]}>{t(`lines.grade.${grade}`)}</StatusTag>
        <Reading>
          <Bars data-grade={grade} aria-hidden="true">
            <i />
            <i />
            <i />
          </Bars>
          <Latency data-testid="line-latency">{t('lines.latency', { ms: measure.latencyMs })}</Latency>
        </Reading>
      </>
    );
  }
}
