import styled from '@emotion/styled';
import { labelTextColour, safeColour } from '../lib/nickname';
import { theme } from '@/theme/theme';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: 2px ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  border: 1px solid ${theme.colours.border};
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.primary};
`;

export interface ClubLabelValue {
  labelName: string;
  color: string;
  color2: string;
  rankLevel: number;
}

/**
 * The VIP club label (§3 clubLabel) in the club's own colours: a gradient from
 * `color` to `color2` (the platform's data, not the brand's), with black or
 * white text, whichever reads better on it. Unusable colours fall back to the theme.
 */
export function ClubLabel({ label }: { label: ClubLabelValue }) {
  const c1 = safeColour(label.color);
  const c2 = safeColour(label.color2) ?? c1;
  const style = c1 && c2 ? { background: `linear-gradient(90deg, ${c1}, ${c2})`, color: labelTextColour(c1, c2), borderColor: 'transparent' } : undefined;
  return (
    <Pill style={style} data-testid="club-label" data-rank={label.rankLevel}>
      <span aria-hidden="true">★</span>
      {label.labelName}
    </Pill>
  );
}
