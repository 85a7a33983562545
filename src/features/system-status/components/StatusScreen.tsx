import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/Button';
import { Icon, type IconName } from '@/components/Icon';
import { raisedEdge } from '@/components/surface';
import { centredColumn } from '@/components/centred-column';
import { noteText } from '@/components/note-text';
import { roundIcon } from '@/components/round-icon';
import { theme } from '@/theme/theme';

const Page = styled.main`
  min-height: 100dvh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(6)} ${theme.space(4)};
  background: ${theme.colours.background};
`;

const Card = styled.div`
  width: 100%;
  max-width: 480px;
  ${centredColumn(3)};
  padding: ${theme.space(10)} ${theme.space(6)};
  background: ${theme.colours.surface};
  ${raisedEdge('lg', 'md')};
`;

const Logo = styled.img`
  height: 40px;
  max-width: 200px;
  object-fit: contain;
  margin-bottom: ${theme.space(2)};
`;

const Badge = styled.span`
  ${roundIcon};
  width: ${theme.space(16)};
  height: ${theme.space(16)};
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.xl};
  line-height: ${theme.font.lineHeight.tight};
`;

const Subtitle = styled.p`
  margin: 0;
  ${noteText('muted', 'xs')};
  font-weight: ${theme.font.weight.bold};
  letter-spacing: 0.12em;
`;

export const Detail = styled.div`
  ${noteText('muted', 'sm')};
  line-height: ${theme.font.lineHeight.normal};
  p {
    margin: 0;
  }
  strong {
    color: ${theme.colours.text};
  }
`;

export interface StatusScreenProps {
  testId: string;
  icon: IconName;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  logoUrl: string;
  brandName: string;
  onContactUs: () => void;
}

/** The whole-screen frame shared by the maintenance and IP-restriction screens (§2). */
export function StatusScreen({ testId, icon, title, subtitle, children, logoUrl, brandName, onContactUs }: StatusScreenProps) {
  return (
    <Page data-testid={testId}>
      <Card>
        <Logo src={logoUrl} alt={brandName} width={200} height={40} />
        <Badge>
          <Icon name={icon} size={32} />
        </Badge>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
        <Button size="lg" onClick={onContactUs}>
          <Icon name="headset" size={18} />
          <FormattedMessage id="status.contactUs" />
        </Button>
      </Card>
    </Page>
  );
}
