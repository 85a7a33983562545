import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useApiMutation } from '@/api/mutation';
import { raisedEdge } from '@/components/surface';
import { useApiQuery } from '@/api/query';
import { useBrand } from '@/brand/brand-config';
import { CountBadge } from '@/components/CountBadge';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { gameSandboxFor } from '@/components/IframeHost';
import { errorKey } from '@/api/errors';
import { language } from '@/i18n/language';
import { askSignOut, requireRealAccountForChat } from '@/session/prompts';
import { session, TRIAL_ACCOUNT_TYPE } from '@/session/session';
import { chatOrigin, chatUrlQuery, readChatEvent } from '../lib/chat-frame';
import { ruledBar } from '@/components/ruled-bar';
import { theme } from '@/theme/theme';
import { headingText } from '@/components/heading-text';

const Launcher = styled.button`
  position: fixed;
  right: ${theme.space(4)};
  bottom: ${theme.space(4)};
  z-index: ${theme.z.dropdown};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colours.primary};
  color: ${theme.colours.onPrimary};
  box-shadow: ${theme.shadow.lg};
  cursor: pointer;
  &:hover {
    background: ${theme.colours.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 2px;
  }
  /* Phones with the tab bar: the launcher docks in the bar's end lane (kept free for it), so it never covers the page. */
  @media (max-width: 640px) {
    body:has([data-tabbar][data-chat='true']) & {
      right: 8px;
      bottom: calc(8px + env(safe-area-inset-bottom));
      z-index: ${theme.z.header + 1};
      width: 44px;
      height: 44px;
      box-shadow: ${theme.shadow.sm};
    }
  }
`;

const Count = styled(CountBadge)`
  position: absolute;
  top: -2px;
  right: -2px;
  min-width: 20px;
  height: 20px;
`;

const Panel = styled.dialog<{ large: boolean }>`
  position: fixed;
  margin: 0;
  padding: 0;
  border: 0;
  max-width: none;
  max-height: none;
  width: auto;
  height: auto;
  z-index: ${theme.z.dropdown};
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${theme.colours.surface};
  color: ${theme.colours.text};
  ${theme.breakpoint.sm} {
    inset: auto ${theme.space(4)} ${theme.space(4)} auto;
    width: ${(p) => (p.large ? 'min(760px, calc(100vw - 32px))' : '360px')};
    height: ${(p) => (p.large ? 'min(86vh, 900px)' : 'min(540px, calc(100vh - 32px))')};
    ${raisedEdge('lg', 'lg')};
    overflow: hidden;
  }
`;

const Bar = styled.header`
  ${ruledBar('bottom')};
  gap: ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(2)} ${theme.space(1)} ${theme.space(4)};
  h2 {
    flex: 1;
    ${headingText('md')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${theme.colours.surface};
`;

const Centre = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
`;

/** A real member's chat room: the frame, its address from getChatUrl, its page callbacks. */
function ChatWindow({ onClose, onUnread }: { onClose: () => void; onUnread: (n: number) => void }) {
  const intl = useIntl();
  const brand = useBrand();
  const lang = useSnapshot(language);
  const [large, setLarge] = useState(false);
  const title = intl.formatMessage({ id: 'chat.title' }, { brand: brand.name });
  const q = useApiQuery('chatUrl', { query: chatUrlQuery(title, lang.code), staleMs: 5 * 60_000 });
  const origin = chatOrigin(q.data?.chatUrl);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => closeRef.current?.focus(), []);

  // The frame's page callbacks (§7): unread count and logout, from the chat's own origin only.
  useEffect(() => {
    const listen = (e: MessageEvent) => {
      const ev = readChatEvent(e, origin, frameRef.current?.contentWindow ?? null);
      if (!ev) return;
      if (ev.type === 'unread') onUnread(ev.count);
      else {
        onClose();
        askSignOut();
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, onClose, onUnread]);

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Panel
      large={large}
      open
      aria-labelledby="chat-title"
      data-testid="chat-window"
      data-size={large ? 'large' : 'normal'}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <Bar>
        <h2 id="chat-title">{title}</h2>
        <IconButton
          type="button"
          compact
          aria-pressed={large}
          aria-label={t(large ? 'chat.shrink' : 'chat.enlarge')}
          onClick={() => setLarge((v) => !v)}
          data-testid="chat-enlarge"
        >
          <Icon name={large ? 'chevron-down' : 'chevron-up'} size={18} />
        </IconButton>
        <IconButton type="button" compact ref={closeRef} aria-label={t('chat.close')} onClick={onClose} data-testid="chat-close">
          <Icon name="close" size={18} />
        </IconButton>
      </Bar>
      {q.status === 'loading' ? (
        <Centre aria-busy="true">
          <Skeleton width="100%" height="100%" />
        </Centre>
      ) : q.status === 'error' || !q.data || !origin ? (
        // No address, or one that is not http(s) (javascript:, data:): never framed.
        <Centre>
          <ErrorState messageKey={q.status === 'error' ? errorKey(q.error) : 'error.unknown'} onRetry={q.retry} />
        </Centre>
      ) : (
        <Frame
          ref={frameRef}
          src={q.data.chatUrl}
          title={title}
          data-testid="chat-frame"
          sandbox={gameSandboxFor(q.data.chatUrl, window.location.origin)}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </Panel>
  );
}

/**
 * The chat room (§4): a floating button and a window that opens, closes and can
 * be enlarged. A visitor gets the login popup, a trial account (type 4) the
 * warning. Mounted by src/app only when the `chat` flag is on (CBS3 or the
 * manifest). The player's language goes to the chat when it changes.
 */
export function ChatWidget() {
  const intl = useIntl();
  const s = useSnapshot(session);
  const lang = useSnapshot(language);
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState<number | null>(null);
  const real = Boolean(s.token && s.member) && s.member?.type !== TRIAL_ACCOUNT_TYPE;
  const count = useApiQuery('chatMessageCount', { enabled: real && !open, staleMs: 60_000 });
  const setLanguage = useApiMutation('chatLanguage');
  const lastLanguage = useRef(lang.code);
  const close = useCallback(() => setOpen(false), []);

  // Signed out (here or by the chat): the window goes and stays closed at the next login.
  const [wasReal, setWasReal] = useState(real);
  if (wasReal !== real) {
    setWasReal(real);
    if (!real) {
      setOpen(false);
      setReported(null);
    }
  }

  useEffect(() => {
    if (lastLanguage.current === lang.code) return;
    lastLanguage.current = lang.code;
    if (real) void setLanguage.run({ language: lang.code }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of language only
  }, [lang.code, real]);

  const unread = reported ?? count.data?.unReadCount ?? 0;
  const label = intl.formatMessage({ id: 'chat.open' });
  return (
    <>
      {!open && (
        <Launcher
          type="button"
          data-testid="chat-launcher"
          aria-label={unread > 0 ? `${label}, ${intl.formatMessage({ id: 'chat.unread' }, { count: unread })}` : label}
          onClick={() => {
            if (requireRealAccountForChat()) setOpen(true);
          }}
        >
          <Icon name="message" size={24} />
          {real && unread > 0 && (
            <Count aria-hidden="true" data-testid="chat-unread">
              {unread > 99 ? '99+' : unread}
            </Count>
          )}
        </Launcher>
      )}
      {open && real && <ChatWindow onClose={close} onUnread={setReported} />}
    </>
  );
}

export default ChatWidget;
