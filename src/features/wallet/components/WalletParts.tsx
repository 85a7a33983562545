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

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;
