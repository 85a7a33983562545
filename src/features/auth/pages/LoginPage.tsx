import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { brandAssetUrl, useBrand } from '@/brand/brand-config';
import { Icon } from '@/components/Icon';
import { session } from '@/session/session';
import { AuthCard, AuthHeading, AuthLead, BackLink } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { useThirdPartyCallback } from '../hooks/useThirdPartyCallback';
import { PROVIDER_NAMES } from '../third-party/pending';
import { theme } from '@/theme/theme';

const Screen = styled.main`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 0;
  background: ${theme.colours.surface};
  ${theme.breakpoint.sm} {
    padding: ${theme.space(10)} ${theme.space(4)};
    background: ${theme.colours.background};
  }
`;

const Logo = styled.img`
  display: block;
  height: 40px;
  max-width: 200px;
  object-fit: contain;
  margin-bottom: ${theme.space(5)};
`;

const Finishing = styled.output`
  display: block;
  margin: ${theme.space(4)} 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  text-align: center;
  font-weight: ${theme.font.weight.medium};
`;

/**
 * /login (§2): the login form on its own screen (the route the loginedToHomePage guard sends visitors to), and
 * the address Facebook and Google send the browser back to (useThirdPartyCallback).
 */
export function LoginPage() {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  const { token } = useSnapshot(session);
  const finishing = useThirdPartyCallback();
  if (token && !finishing) return <Navigate to="/" replace />;
  return (
    <Screen>
      <AuthCard aria-labelledby="login-heading">
        <BackLink to="/">
          <Icon name="arrow-left" size={16} />
          {intl.formatMessage({ id: 'common.backHome' })}
        </BackLink>
        <Logo src={brandAssetUrl(brand.assets.logo)} alt={brand.name} />
        <AuthHeading id="login-heading">{intl.formatMessage({ id: 'auth.login.title' })}</AuthHeading>
        <AuthLead>{intl.formatMessage({ id: 'auth.login.lead' }, { brand: brand.name })}</AuthLead>
        {finishing ? (
          <Finishing data-testid="third-party-finishing">
            {intl.formatMessage(
              { id: finishing === 'pending' ? 'auth.thirdParty.returning' : 'auth.thirdParty.signingIn' },
              { provider: finishing === 'pending' ? '' : PROVIDER_NAMES[finishing] },
            )}
          </Finishing>
        ) : (
          <LoginForm idPrefix="page-login" onPage onRegister={() => navigate('/register')} />
        )}
      </AuthCard>
    </Screen>
  );
}

export default LoginPage;
