import styled from '@emotion/styled';
import { surface } from '@/components/surface';
import { theme } from '@/theme/theme';

/** Layout pieces shared by the wallet pages: theme tokens only. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  ${surface};
  min-width: 0;
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
`;

/** Label / value pairs (limits, order details). */
export const Facts = styled.dl`
  display: grid;
  /* The label column never takes more than 40%, so values keep their words on phones. */
  grid-template-columns: minmax(72px, max-content) minmax(60%, 1fr);
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  font-size: ${theme.font.size.sm};
  dt {
    color: ${theme.colours.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: break-word;
    min-width: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colours.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

export const StatusTag = styled.span<{ tone: 'success' | 'warning' | 'danger' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  padding: ${theme.space(0.5)} ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  color: ${(p) => (p.tone === 'muted' ? theme.colours.text : theme.colours[p.tone === 'success' ? 'onSuccess' : p.tone === 'warning' ? 'onWarning' : 'onDanger'])};
  background: ${(p) => (p.tone === 'muted' ? theme.colours.surfaceSunken : theme.colours[p.tone])};
`;

/** A short confirmation read out when it appears (an <output>: a live region). */
export const Notice = styled.output`
  display: block;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.text};
  font-size: ${theme.font.size.sm};
`;
