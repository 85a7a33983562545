import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { brandAssetUrl, useBrand } from '@/brand/brand-config';
import { Icon } from '@/components/Icon';
import { session } from '@/session/session';
import { AuthCard, AuthHeading, AuthLead, BackLink } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
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

/** /login (§2): the login form on its own screen (the route the loginedToHomePage guard sends visitors to). */
export function LoginPage() {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  const { token } = useSnapshot(session);
  if (token) return <Navigate to="/" replace />;
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
        <LoginForm idPrefix="page-login" onRegister={() => navigate('/register')} />
      </AuthCard>
    </Screen>
  );
}

export default LoginPage;
