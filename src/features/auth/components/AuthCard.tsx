import styled from '@emotion/styled';
import { raisedEdge } from '@/components/surface';
import { Link } from '@/components/RouterLink';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

/** The framed card of the /login and /register pages: full width on phones, a centred card from 600 px. */
export const AuthCard = styled.section`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space(5)} ${theme.space(4)};
  background: ${theme.colours.surface};
  color: ${theme.colours.text};
  ${theme.breakpoint.sm} {
    padding: ${theme.space(8)};
    ${raisedEdge('lg', 'md')};
  }
`;

export const AuthHeading = styled.h1`
  margin: 0 0 ${theme.space(1)};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const AuthLead = styled.p`
  margin: 0 0 ${theme.space(5)};
  ${noteText('muted', 'sm')};
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
  ${noteText('muted', 'sm')};
  text-decoration: none;
  &:hover {
    color: ${theme.colours.text};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
