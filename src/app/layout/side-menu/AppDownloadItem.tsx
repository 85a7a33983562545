import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { useBlurDismiss } from '@/components/useBlurDismiss';
import * as download from '@/features/download/entry';
import { labelClass, rowClass } from './nav-styles';
import { theme } from '@/theme/theme';

// qrcode.react loads only when someone opens this popup (first-load budget).
const AppQrCodes = lazy(download.loadAppQrCodes);

const Panel = styled.section<{ inline: boolean }>`
  position: ${(p) => (p.inline ? 'static' : 'fixed')};
  z-index: ${theme.z.dropdown};
  width: ${(p) => (p.inline ? '100%' : '280px')};
  padding: ${theme.space(4)};
  margin-top: ${(p) => (p.inline ? theme.space(1) : 0)};
  background: ${theme.colours.surface};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${(p) => (p.inline ? 'none' : theme.shadow.md)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.sm};
    text-align: center;
  }
`;

/** App download with the Android and iOS QR codes (size 100) in a popup that closes 200 ms after blur (§9). */
export function AppDownloadItem({ collapsed, placement }: { collapsed: boolean; placement: 'right' | 'inline' }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<CSSProperties>();
  const btn = useRef<HTMLButtonElement>(null);
  const dismiss = useBlurDismiss(() => setOpen(false));
  const label = intl.formatMessage({ id: 'shell.nav.download' });

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      btn.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const toggle = () => {
    if (!open && placement === 'right' && btn.current) {
      const r = btn.current.getBoundingClientRect();
      setAt({ left: r.right + 8, bottom: Math.max(8, window.innerHeight - r.bottom) });
    }
    setOpen((o) => !o);
  };

  return (
    <div {...dismiss}>
      <button
        ref={btn}
        type="button"
        className={rowClass(collapsed)}
        title={collapsed ? label : undefined}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
      >
        <Icon name="download" />
        <span className={labelClass(collapsed)}>{label}</span>
        {!collapsed && <Icon name="chevron-right" size={16} />}
      </button>
      {open && (
        <Panel id={id} inline={placement === 'inline'} style={placement === 'right' ? at : undefined} tabIndex={-1} aria-label={label}>
          <h2>{intl.formatMessage({ id: 'download.scan' })}</h2>
          <Suspense fallback={<Skeleton width="100%" height={140} />}>
            <AppQrCodes />
          </Suspense>
        </Panel>
      )}
    </div>
  );
}
