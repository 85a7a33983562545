import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StatusTag } from '@/components/StatusTag';
import { useSnapshot } from 'valtio';
import { useBrand } from '@/brand/brand-config';
import { Button } from '@/components/Button';
import { noteText } from '@/components/note-text';
import { Skeleton } from '@/components/Skeleton';
import { formatAmount } from '@/lib/format';
import { askChangePassword } from '@/session/prompts';
import { session, AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@/session/session';
import { useBalance } from '../hooks/useBalance';
import { ClubLabel } from './ClubLabel';
import { MemberAvatar } from './MemberAvatar';
import { NicknameForm, NicknameValue } from './NicknameEditor';
import { PhoneChange } from './PhoneChange';
import { Notice } from '@/components/Notice';
import { SignedInDevices } from './SignedInDevices';
import { theme } from '@/theme/theme';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: ${theme.space(3)} ${theme.space(4)};
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  dt {
    ${noteText('muted', 'sm')};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  min-width: 0;
  strong {
    display: block;
    font-size: ${theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  div {
    display: grid;
    gap: ${theme.space(1)};
    justify-items: start;
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

/**
 * "My account" (securityCenter): avatar (fallback when missing), name and VIP club label in the club's colours,
 * account, nickname (editable by a real account), type and balance; a real account may change its password here.
 */
export function SecurityCentre() {
  const intl = useIntl();
  const brand = useBrand();
  const { member } = useSnapshot(session);
  const balance = useBalance(true);
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState<'idle' | 'changing' | 'changed'>('idle');
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  if (!member) return <Skeleton width="100%" height={160} />;
  const typeKey = member.type === TRIAL_ACCOUNT_TYPE ? 'trial' : AGENT_ACCOUNT_TYPES.includes(member.type) ? 'agent' : 'member';
  const displayName = member.nickname || member.account;
  return (
    <>
      <Profile>
        <MemberAvatar alt={displayName} />
        <div>
          <strong data-testid="profile-name">{displayName}</strong>
          {member.clubLabel?.labelName && <ClubLabel label={member.clubLabel} />}
          {/* §3 memberLabel: the platform's labels for this member (VIP, agent …), shown as it names them. */}
          {member.memberLabel?.map((label) => (
            <StatusTag key={label} tone="success" data-testid="member-label">
              {label}
            </StatusTag>
          ))}
        </div>
      </Profile>
      <Grid data-testid="security-centre">
        <dt>{t('memberCentre.account')}</dt>
        <dd>{member.account}</dd>
        <dt>{t('memberCentre.nickname')}</dt>
        <dd>{typeKey === 'trial' ? member.nickname || '—' : <NicknameValue nickname={member.nickname} onEdit={() => setEditing(true)} />}</dd>
        <dt>{t('memberCentre.type')}</dt>
        <dd>{t(`memberCentre.type.${typeKey}`)}</dd>
        <dt>{t('memberCentre.phone')}</dt>
        <dd data-testid="profile-phone">{member.mobileNum || '—'}</dd>
        <dt>{t('memberCentre.balance')}</dt>
        <dd>{balance.amount === null ? t('shell.balance.updating') : `${brand.currency.symbol} ${formatAmount(balance.amount, intl.locale)}`}</dd>
      </Grid>
      {editing && typeKey !== 'trial' && <NicknameForm nickname={member.nickname} onDone={() => setEditing(false)} />}
      {typeKey !== 'trial' && (
        <Actions>
          <Button variant="secondary" onClick={askChangePassword} data-testid="change-password-open">
            {t('auth.password.changeTitle')}
          </Button>
          <Button variant="secondary" onClick={() => setPhone('changing')} aria-expanded={phone === 'changing'} data-testid="phone-change-open">
            {t('memberCentre.phone.changeTitle')}
          </Button>
        </Actions>
      )}
      {phone === 'changing' && typeKey !== 'trial' && <PhoneChange onDone={() => setPhone('idle')} onChanged={() => setPhone('changed')} />}
      {phone === 'changed' && <Notice data-testid="phone-changed">{t('memberCentre.phone.changed', { mobile: member.mobileNum ?? '' })}</Notice>}
      {typeKey !== 'trial' && <SignedInDevices />}
    </>
  );
}
