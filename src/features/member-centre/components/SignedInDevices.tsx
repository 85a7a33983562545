import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '@/api/mutation';
import { useApiQuery } from '@/api/query';
import { errorKey } from '@/api/errors';
import type { ResponseOf } from '@/api/contract';
import { Button } from '@/components/Button';
import { noteText } from '@/components/note-text';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { TitledSection } from '@/components/TitledSection';
import { rowsList } from '@/components/grid-list';
import { theme } from '@/theme/theme';

type Session = ResponseOf<'memberSessions'>['list'][number];

const List = styled.ul`
  ${rowsList(2)};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  div {
    flex: 1 1 220px;
    min-width: 0;
    display: grid;
    gap: ${theme.space(1)};
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    ${noteText('muted', 'sm')};
  }
`;

const Current = styled.span`
  ${noteText('muted', 'sm')};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.colours.success};
`;

/** The outcome of a sign-out, announced (output: a status live region). */
const Live = styled.output`
  display: block;
  ${noteText('muted', 'sm')};
  &:not(:empty) {
    margin-top: ${theme.space(3)};
  }
`;

const OthersButton = styled(Button)`
  margin-top: ${theme.space(3)};
`;

const Note = styled.p`
  ${noteText('muted', 'sm')};
  margin: ${theme.space(3)} 0 0;
`;

/**
 * "Signed-in devices" (ASVS 7.4.3, 7.5.2): every session of the member with its
 * device, browser, place, start and last call; any other one can be signed out,
 * or all others at once. A signed-out device is refused at its next call.
 */
export function SignedInDevices() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const sessions = useApiQuery('memberSessions', { staleMs: 0 });
  const revoke = useApiMutation('memberSessionRevoke', { invalidates: ['memberSessions'] });
  const [ended, setEnded] = useState<number | null>(null);
  const when = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });

  const end = async (body: { id: string } | { others: true }) => {
    try {
      const answer = await revoke.run(body);
      setEnded(answer.ended);
    } catch {
      // The mutation's error is shown below the list.
    }
  };

  let body;
  if (sessions.status === 'loading') body = <Skeleton width="100%" height={120} />;
  else if (sessions.status === 'error' || !sessions.data) body = <ErrorState messageKey={errorKey(sessions.error)} onRetry={sessions.retry} />;
  else {
    const list = [...sessions.data.list].sort((a, b) => Number(b.current) - Number(a.current));
    const others = list.filter((s) => !s.current).length;
    body = (
      <>
        <List data-testid="device-list">
          {list.map((s: Session) => (
            <Item key={s.id} data-testid="device" data-current={s.current}>
              <div>
                <strong>{t('memberCentre.devices.name', { device: s.device, browser: s.browser })}</strong>
                <small>{s.place}</small>
                <small>
                  {t('memberCentre.devices.started', { time: when(s.startedAt) })} · {t('memberCentre.devices.lastSeen', { time: when(s.lastSeenAt) })}
                </small>
              </div>
              {s.current ? (
                <Current>{t('memberCentre.devices.current')}</Current>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={revoke.pending}
                  onClick={() => void end({ id: s.id })}
                  aria-label={t('memberCentre.devices.signOutOne', { device: s.device, browser: s.browser })}
                  data-testid="device-sign-out"
                >
                  {t('memberCentre.devices.signOut')}
                </Button>
              )}
            </Item>
          ))}
        </List>
        {others === 0 && <Note>{t('memberCentre.devices.none')}</Note>}
        {others > 1 && (
          <OthersButton variant="secondary" disabled={revoke.pending} onClick={() => void end({ others: true })} data-testid="device-sign-out-others">
            {t('memberCentre.devices.signOutOthers')}
          </OthersButton>
        )}
      </>
    );
  }

  return (
    <TitledSection title={t('memberCentre.devices.title')} testId="signed-in-devices">
      {body}
      <Live>
        {ended !== null && <span data-testid="devices-ended">{t('memberCentre.devices.ended', { count: ended })}</span>}
        {revoke.error !== undefined && <span>{t(errorKey(revoke.error))}</span>}
      </Live>
    </TitledSection>
  );
}
