import styled from '@emotion/styled';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useBlurDismiss } from './useBlurDismiss';
import { useListFocus } from './useListFocus';
import { raisedEdge } from './surface';
import { theme } from '@/theme/theme';

export interface MenuItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  /** For choice lists (the language picker): rendered as menuitemradio. */
  checked?: boolean;
}

export interface MenuProps {
  /** Content of the trigger button (e.g. an avatar and a name). */
  trigger: ReactNode;
  triggerLabel: string;
  items: MenuItem[];
  align?: 'start' | 'end';
  /**
   * Where the panel opens: below the trigger, to its right (position: fixed, so
   * a scrolling side menu does not clip it), or inline under it (in a drawer).
   */
  placement?: 'below' | 'right' | 'inline';
  /** The trigger's own class instead of the default look (the side menu makes it look like its rows). */
  triggerClassName?: string;
}

const Wrap = styled.div<{ block: boolean }>`
  position: relative;
  display: ${(p) => (p.block ? 'block' : 'inline-flex')};
`;

const Panel = styled.div<{ align: 'start' | 'end'; placement: 'below' | 'right' | 'inline' }>`
  position: ${(p) => (p.placement === 'below' ? 'absolute' : p.placement === 'right' ? 'fixed' : 'static')};
  z-index: ${theme.z.dropdown};
  ${(p) => (p.placement === 'below' ? `top: calc(100% + ${theme.space(2)}); ${p.align === 'end' ? 'right' : 'left'}: 0;` : '')}
  ${(p) => (p.placement === 'inline' ? `width: 100%; margin-top: ${theme.space(1)}; box-shadow: none !important;` : 'min-width: 200px;')}
  max-height: min(420px, calc(100dvh - 16px));
  overflow-y: auto;
  padding: ${theme.space(1)};
  background: ${theme.colours.surface};
  ${raisedEdge('md', 'md')};
`;

const Item = styled.button<{ danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  padding: ${theme.space(2)} ${theme.space(3)};
  min-height: ${theme.space(10)};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${(p) => (p.danger ? theme.colours.danger : theme.colours.text)};
  font-size: ${theme.font.size.sm};
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${theme.colours.primarySoft};
    outline: none;
  }
`;

const Trigger = styled.button`
  display: inline-flex;
  width: 100%;
  align-items: center;
  gap: ${theme.space(2)};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: 0;
`;

/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open it on the
 * first item, arrows move, Escape closes and returns focus to the trigger, and
 * it closes 200 ms after focus leaves it (§9).
 */
export function Menu({ trigger, triggerLabel, items, align = 'end', placement = 'below', triggerClassName }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [fixedAt, setFixedAt] = useState<CSSProperties | undefined>(undefined);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemFocus = useListFocus<HTMLButtonElement>();
  const dismiss = useBlurDismiss(() => setOpen(false));

  const focusItem = (i: number) => itemFocus.focusAt((i + items.length) % items.length);
  const place = () => {
    if (placement !== 'right' || !triggerRef.current) return;
    const r = triggerRef.current.getBoundingClientRect();
    // Open beside the trigger; near the bottom of the screen, grow upwards instead.
    const upward = r.top > window.innerHeight * 0.55;
    setFixedAt(upward ? { left: r.right + 8, bottom: Math.max(8, window.innerHeight - r.bottom) } : { left: r.right + 8, top: r.top });
  };
  const openAt = (i: number) => {
    place();
    setOpen(true);
    requestAnimationFrame(() => focusItem(i));
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const current = itemFocus.focusedIndex();
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]);
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      setOpen(false);
      if (e.key === 'Escape') triggerRef.current?.focus();
    }
  };

  // A trigger with its own class is a plain button (no styled component to render with the menu).
  const TriggerButton = triggerClassName ? 'button' : Trigger;
  return (
    <Wrap {...dismiss} block={placement === 'inline'}>
      <TriggerButton
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={triggerLabel}
        onClick={() => {
          if (!open) place();
          setOpen((o) => !o);
        }}
        onKeyDown={onTriggerKey}
      >
        {trigger}
      </TriggerButton>
      {open && (
        <Panel
          id={id}
          role="menu"
          aria-label={triggerLabel}
          align={align}
          placement={placement}
          style={placement === 'right' ? fixedAt : undefined}
          onKeyDown={onMenuKey}
        >
          {items.map((item, i) => (
            <Item
              key={item.id}
              ref={itemFocus.refAt(i)}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              danger={item.danger}
              onClick={() => {
                setOpen(false);
                triggerRef.current?.focus();
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </Item>
          ))}
        </Panel>
      )}
    </Wrap>
  );
}
