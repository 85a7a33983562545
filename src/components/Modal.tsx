import styled from '@emotion/styled';
import { IconButton } from './IconButton';
import { keyframes } from '@emotion/react';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';
import { useScrollLock } from './useScrollLock';
import { useFocusTrap } from './useFocusTrap';
import { useDraggable } from './useDraggable';
import { raisedEdge } from './surface';
import { ruledBar } from './ruled-bar';
import { theme } from '@/theme/theme';

/** §9: modals open after 100 ms, so a double click does not open and close one at once. */
export const MODAL_OPEN_DELAY_MS = 100;

export type ModalSize = 'sm' | 'md' | 'lg';
const widths: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '880px' };

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  footer?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for confirmations (AlertDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Hide the ✕ (AlertDialog: the choice must be made with its buttons). */
  hideClose?: boolean;
  /** Extra id for tests and analytics. */
  testId?: string;
  /** Phones (640 px and narrower): a full-screen sheet instead of a centred box (the member, agent and cashier centres). */
  sheet?: boolean;
}

// Only the topmost open modal answers Escape.
const stack: string[] = [];

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(.98); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(4)};
  background: ${theme.colours.overlay};
  animation: ${fadeIn} ${theme.motion.normal};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  @media (max-width: 640px) {
    &:has(> [data-sheet]) {
      padding: 0;
    }
  }
`;

const Dialog = styled.div<{ size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${(p) => widths[p.size]};
  max-height: calc(100dvh - ${theme.space(8)});
  background: ${theme.colours.surface};
  color: ${theme.colours.text};
  ${raisedEdge('lg', 'lg')};
  animation: ${rise} ${theme.motion.normal};
  outline: none;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  /* The sheet: the whole screen, no corners, its body the one scroller (a primary action can stick to its foot). */
  @media (max-width: 640px) {
    &[data-sheet] {
      max-width: none;
      height: 100dvh;
      max-height: none;
      border: 0;
      border-radius: 0;
      box-shadow: none;
      transform: none !important;
    }
    &[data-sheet] > div:first-of-type {
      cursor: auto;
      padding-inline-start: ${theme.space(4)};
    }
    &[data-sheet] > div:nth-of-type(2) {
      padding: ${theme.space(4)};
    }
    /* A page's primary action (deposit, withdraw…) stays in reach at the sheet's foot however long the page. */
    &[data-sheet] [data-primary-action] {
      position: sticky;
      bottom: ${theme.space(2)};
      z-index: 1;
      box-shadow:
        0 0 0 ${theme.space(2)} ${theme.colours.surface},
        0 -10px 24px ${theme.colours.surface};
    }
  }
`;

const Header = styled.div`
  ${ruledBar('bottom')};
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(5)};
  cursor: move;
  user-select: none;
  touch-action: none;
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${theme.space(5)};
  overscroll-behavior: contain;
`;

const Footer = styled.div`
  ${ruledBar('top')};
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(5)};
`;

/**
 * The generic modal of §2: portal to <body>, page scroll locked, draggable by its
 * title bar, closes on an outside click and on Escape, opens 100 ms after `open`,
 * keeps focus inside and returns it on close.
 */
export function Modal({ open, onClose, title, size = 'md', footer, children, role = 'dialog', hideClose = false, testId, sheet = false }: ModalProps) {
  const intl = useIntl();
  const id = useId();
  const titleId = `${id}-title`;
  const [delayed, setDelayed] = useState(false);
  const shown = open && delayed;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const closeFromKey = useEffectEvent(() => onClose());
  const drag = useDraggable(dialogRef);

  useEffect(() => {
    if (!open) return;
    const t = window.setTimeout(() => setDelayed(true), MODAL_OPEN_DELAY_MS);
    return () => {
      window.clearTimeout(t);
      setDelayed(false);
    };
  }, [open]);

  const { reset } = drag;
  useEffect(() => {
    if (!shown) return;
    reset();
    stack.push(id);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && stack[stack.length - 1] === id) {
        e.stopPropagation();
        closeFromKey();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(id), 1);
    };
  }, [shown, id, reset]);

  useScrollLock(shown);
  useFocusTrap(dialogRef, shown, bodyRef);

  if (!shown) return null;

  // Outside click = press and release both on the backdrop, so selecting text
  // inside the dialog and releasing outside does not close it.
  const onBackdropDown = (e: MouseEvent) => {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent) => {
    if (pressedOnBackdrop.current && e.target === e.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <Backdrop onMouseDown={onBackdropDown} onClick={onBackdropClick} data-testid={testId ? `${testId}-backdrop` : undefined}>
      <Dialog
        ref={dialogRef}
        size={size}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        data-sheet={sheet || undefined}
        style={{ transform: drag.offset.x || drag.offset.y ? `translate(${drag.offset.x}px, ${drag.offset.y}px)` : undefined }}
      >
        <Header {...drag.handleProps} data-drag-handle="">
          <Title id={titleId}>{title}</Title>
          {!hideClose && (
            <IconButton compact type="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'common.close' })}>
              <Icon name="close" />
            </IconButton>
          )}
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
