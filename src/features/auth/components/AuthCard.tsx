import styled from '@emotion/styled';
import { raisedEdge } from '@/components/surface';
import { Link } from 'react-router-dom';

/** The framed card of the /login and /register pages: full width on phones, a centred card from 600 px. */
export const AuthCard = styled.section`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space(5)} ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colours.surface};
  color: ${(p) => p.theme.colours.text};
  ${(p) => p.theme.breakpoint.sm} {
    padding: ${(p) => p.theme.space(8)};
    ${raisedEdge('lg', 'md')};
  }
`;

export const AuthHeading = styled.h1`
  margin: 0 0 ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.font.size.xl};
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: ${(p) => p.theme.font.lineHeight.tight};
`;

export const AuthLead = styled.p`
  margin: 0 0 ${(p) => p.theme.space(5)};
  color: ${(p) => p.theme.colours.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  margin-bottom: ${(p) => p.theme.space(4)};
  color: ${(p) => p.theme.colours.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colours.text};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colours.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
