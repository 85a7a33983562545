import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { controlFace } from '@/components/control-face';
import { Icon } from '@/components/Icon';
import { QrCode } from '@/components/QrCode';
import { Skeleton } from '@/components/Skeleton';
import { Stack } from '@/components/Stack';
import { StatTiles } from '@/components/StatTiles';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { useMoney } from '@/components/useMoney';
import { bareList } from '@/components/grid-list';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';
import { spread } from '@/components/spread';

const Card = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  align-items: center;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surfaceSunken};
  ${theme.breakpoint.sm} {
    grid-template-columns: auto 1fr;
  }
`;

const LinkBox = styled(Stack)`
  gap: ${theme.space(2)};
  label {
    ${noteText('muted', 'sm')};
  }
  input {
    width: 100%;
    min-width: 0;
    height: 40px;
    padding: 0 ${theme.space(3)};
    ${controlFace('md', 'background')};
    font-size: ${theme.font.size.sm};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
  }
  .code {
    font-weight: ${theme.font.weight.bold};
    letter-spacing: 0.05em;
  }
`;

const Copied = styled.output`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  color: ${theme.colours.success};
  font-size: ${theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

// The tiles follow the invitation card.
const Stats = styled(StatTiles)`
  margin: ${theme.space(4)} 0;
`;

const Friends = styled.ul`
  ${bareList};
  li {
    ${spread({})};
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colours.border};
    font-size: ${theme.font.size.sm};
  }
  small {
    color: ${theme.colours.textMuted};
  }
`;

/** The register page reads `referralCode` from the address (§2), so the invitation is a link to it. */
export const referralLink = (origin: string, code: string): string => `${origin}/register?referralCode=${encodeURIComponent(code)}`;

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (http, old browser): select the text so the player can copy it themselves.
    input?.select();
    return false;
  }
}

/** referral (invite friends, member centre §2): the member's invitation link and QR code, a copy button with feedback, and the friends who joined. */
export function ReferralPage() {
  const intl = useIntl();
  const money = useMoney();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const res = useApiQuery('referralInfo', { staleMs: 30_000 });
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'' | 'ok' | 'select'>('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (res.status === 'loading') return <Skeleton width="100%" height={260} />;
  if (res.status === 'error' || !res.data) return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  const info = res.data;
  const link = referralLink(window.location.origin, info.referralCode);

  const copy = async () => {
    const ok = await copyText(link, input.current);
    setCopied(ok ? 'ok' : 'select');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(''), 3000);
  };

  return (
    <>
      <p style={{ marginTop: 0 }}>{t('referral.intro', { amount: money.format(info.rewardPerInvite) })}</p>
      <Card data-testid="referral">
        <QrCode value={link} size={120} label={t('referral.qr')} />
        <LinkBox>
          <label htmlFor="referral-link">{t('referral.link')}</label>
          <input id="referral-link" ref={input} value={link} readOnly onFocus={(e) => e.target.select()} data-testid="referral-link" />
          <div className="row">
            <Button size="sm" onClick={copy} data-testid="referral-copy">
              <Icon name="share" size={16} />
              {t('referral.copy')}
            </Button>
            <Copied aria-live="polite" data-testid="referral-copied">
              {copied === 'ok' ? t('referral.copied') : copied === 'select' ? t('referral.copyManually') : ''}
            </Copied>
          </div>
          <span>
            {t('referral.code')} <span className="code">{info.referralCode}</span>
          </span>
        </LinkBox>
      </Card>
      <Stats
        items={[
          { label: t('referral.invited'), value: info.invitedCount, testId: 'referral-count' },
          { label: t('referral.perFriend'), value: money.format(info.rewardPerInvite) },
        ]}
      />
      {info.list.length === 0 ? (
        <EmptyState icon="users" title={t('referral.empty')} />
      ) : (
        <Friends aria-label={t('referral.friends')}>
          {info.list.map((f) => (
            <li key={`${f.account}-${f.registerTime}`}>
              <span>{f.account}</span>
              <small>{f.registerTime}</small>
            </li>
          ))}
        </Friends>
      )}
    </>
  );
}

export default ReferralPage;
