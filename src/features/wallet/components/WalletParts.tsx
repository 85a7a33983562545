import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/** Label / value pairs (limits, order details). */
/** Layout pieces of the wallet pages (the shared Panel, Muted, Notice and StatusTag are in src/components). */
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
