import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '@/brand/brand-config';
import { Icon } from '@/components/Icon';
import { AuthCard, AuthHeading, AuthLead, BackLink } from '../components/AuthCard';
import { NewPlayerCarousel } from '../components/NewPlayerCarousel';
import { RegisterPanel } from '../components/RegisterPanel';
import { theme } from '@/theme/theme';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: 0 0 ${theme.space(10)};
  ${theme.breakpoint.sm} {
    padding: ${theme.space(6)} ${theme.space(4)} ${theme.space(12)};
  }
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 1fr) 480px;
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  padding: 0 ${theme.space(4)};
  ${theme.breakpoint.sm} {
    padding: 0;
  }
  ${theme.breakpoint.md} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space(6)});
  }
`;

/** /register and /register.html (§2): heading, type tabs (when mobile registration is on), back home, new-player promotions. */
export function RegisterPage() {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  return (
    <Layout>
      <AuthCard aria-labelledby="register-heading" style={{ gridRow: 1 }}>
        <BackLink to="/">
          <Icon name="arrow-left" size={16} />
          {intl.formatMessage({ id: 'common.backHome' })}
        </BackLink>
        <AuthHeading id="register-heading">{intl.formatMessage({ id: 'auth.register.heading' })}</AuthHeading>
        <AuthLead>{intl.formatMessage({ id: 'auth.register.lead' }, { brand: brand.name, bonus: `1000 ${brand.currency.code}` })}</AuthLead>
        <RegisterPanel idPrefix="page-register" mode="page" onLogin={() => navigate('/login')} />
      </AuthCard>
      <Aside>
        <NewPlayerCarousel />
      </Aside>
    </Layout>
  );
}

export default RegisterPage;
