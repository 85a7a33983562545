import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '@/api/api';
import { useApiQuery } from '@/api/query';
import type { RealityCheck } from '@/api/types.generated';
import { AlertDialog } from '@/components/AlertDialog';
import { Modal } from '@/components/Modal';
import { canOpenMemberCentre, session } from '@/session/session';
import { signOut } from '@/session/lifecycle';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { idlePhase, secondsToNextCheck } from '../lib/safer-gambling';
import { protectionNotice } from '../stores/protection';
import { LimitPrompt } from './LimitPrompt';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * What runs beside every page while a member is signed in (issue 28): the reality check at the profile's interval
 * (time played and net result, continue or log out), the inactivity logout with a warning a minute before, the
 * deposit-limit prompt after registration, and the notice once a break, exclusion or inactivity ended the session.
 * Each is a dialog over the page: whatever the player was typing stays where it was.
 */
export function ProtectionHost() {
  const s = useSnapshot(session);
  const member = canOpenMemberCentre(s);
  const state = useApiQuery('protection', { enabled: member, staleMs: 60_000 });
  const rules = member ? state.data?.rules : undefined;
  return (
    <>
      {member && rules && rules.realityCheckMinutes > 0 && <RealityChecks key={s.token} minutes={rules.realityCheckMinutes} />}
      {member && rules && rules.inactivityLogoutMinutes > 0 && <InactivityLogout minutes={rules.inactivityLogoutMinutes} />}
      {member && state.data?.promptDue && state.data.rules.limitPrompt === 'registration' && <RegistrationPrompt />}
      <EndedNotice />
    </>
  );
}

function RealityChecks({ minutes }: { minutes: number }) {
  const f = useProtectionFormat();
  const [shown, setShown] = useState<RealityCheck | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    // The platform knows when the session started: schedule from its figure, then ask again when due.
    void api.call('realityCheck').then(
      (first) => {
        if (!live) return;
        timer = setTimeout(
          () => {
            void api.call('realityCheck').then(
              (now) => live && setShown(now),
              () => undefined,
            );
          },
          secondsToNextCheck(first.elapsedSeconds, minutes) * 1000,
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [minutes, round]);

  if (!shown) return null;
  const net = shown.net.startsWith('-')
    ? f.t('protection.reality.lost', { amount: f.money(shown.net.slice(1)) })
    : f.t('protection.reality.won', { amount: f.money(shown.net) });
  return (
    <AlertDialog
      open
      title={f.t('protection.reality.title')}
      message={
        <span data-testid="reality-check">
          {f.t('protection.reality.played', { time: f.duration(shown.elapsedSeconds) })} {net}
        </span>
      }
      confirmLabel={f.t('protection.reality.continue')}
      onConfirm={() => {
        setShown(null);
        setRound((r) => r + 1);
      }}
      cancelLabel={f.t('protection.reality.logout')}
      onCancel={() => {
        setShown(null);
        void signOut();
      }}
    />
  );
}

function InactivityLogout({ minutes }: { minutes: number }) {
  const f = useProtectionFormat();
  const last = useRef(0);
  const [phase, setPhase] = useState<'active' | 'warning'>('active');

  useEffect(() => {
    const touch = () => {
      last.current = Date.now();
    };
    touch();
    for (const e of ACTIVITY) window.addEventListener(e, touch, { passive: true, capture: true });
    const tick = setInterval(() => {
      const p = idlePhase(Date.now() - last.current, minutes);
      if (p === 'expired') {
        clearInterval(tick);
        protectionNotice.ended = { kind: 'inactivity', minutes };
        void signOut();
      } else setPhase(p);
    }, 1000);
    return () => {
      clearInterval(tick);
      for (const e of ACTIVITY) window.removeEventListener(e, touch, { capture: true });
    };
  }, [minutes]);

  return (
    <AlertDialog
      open={phase === 'warning'}
      title={f.t('protection.idle.title')}
      message={<span data-testid="inactivity-warning">{f.t('protection.idle.warning', { minutes })}</span>}
      confirmLabel={f.t('protection.idle.stay')}
      onConfirm={() => {
        last.current = Date.now();
        setPhase('active');
      }}
    />
  );
}

/** After the registration's own dialogs (account number, welcome) are closed: the prompt never hides them. */
function useNoOtherDialog(): boolean {
  const [free, setFree] = useState(false);
  useEffect(() => {
    const check = setInterval(() => {
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      setFree(true);
      clearInterval(check);
    }, 300);
    return () => clearInterval(check);
  }, []);
  return free;
}

function RegistrationPrompt() {
  const f = useProtectionFormat();
  const state = useApiQuery('protection');
  const [open, setOpen] = useState(true);
  const free = useNoOtherDialog();
  if (!state.data || !free) return null;
  return (
    <Modal
      open={open}
      onClose={() => (state.data!.rules.limitRequired ? undefined : setOpen(false))}
      title={f.t('protection.prompt.title')}
      size="sm"
      testId="limit-prompt-dialog"
      hideClose={state.data.rules.limitRequired}
    >
      <LimitPrompt state={state.data} onDone={() => setOpen(false)} />
    </Modal>
  );
}

function EndedNotice() {
  const f = useProtectionFormat();
  const { ended } = useSnapshot(protectionNotice);
  if (!ended) return null;
  const message =
    ended.kind === 'inactivity'
      ? f.t('protection.ended.inactivity', { minutes: ended.minutes })
      : ended.until
        ? f.t(`protection.ended.${ended.kind}`, { date: f.dateTime(ended.until) })
        : f.t('protection.ended.forever');
  return (
    <AlertDialog
      open
      title={f.t('protection.ended.title')}
      message={<span data-testid="protection-ended">{message}</span>}
      confirmLabel={f.t('protection.ok')}
      onConfirm={() => (protectionNotice.ended = null)}
    />
  );
}

export default ProtectionHost;
