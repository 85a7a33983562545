// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal, MODAL_OPEN_DELAY_MS } from '@/components/Modal';
import { AlertDialog } from '@/components/AlertDialog';
import { Button } from '@/components/Button';
import { Tabs } from '@/components/Tabs';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { Skeleton } from '@/components/Skeleton';
import { Icon } from '@/components/Icon';
import { iconNames } from '@/components/icon-glyphs';
import { Menu } from '@/components/Menu';
import { ShellProviders } from './shell-harness';

// jsdom lays nothing out: make every element "visible" for the focus trap's filter.
Object.defineProperty(HTMLElement.prototype, 'getClientRects', { configurable: true, value: () => [{ width: 1, height: 1 }] });

function ModalHarness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Dialog title"
        footer={<Button>ok</Button>}
      >
        <input aria-label="first field" />
      </Modal>
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Modal', () => {
  it('opens after 100 ms, labelled, modal, focus inside, scroll locked', () => {
    vi.useFakeTimers();
    render(<ModalHarness />, { wrapper: ShellProviders });
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(MODAL_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Dialog title').id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(document.activeElement).toBe(screen.getByLabelText('first field'));
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.parentElement?.parentElement).toBe(document.body); // portal
    vi.useRealTimers();
  });

  it('closes on Escape and returns focus and scroll', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ModalHarness onClose={onClose} />, { wrapper: ShellProviders });
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    vi.useRealTimers();
  });

  it('closes on an outside click, not on a click inside', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ModalHarness onClose={onClose} />, { wrapper: ShellProviders });
    fireEvent.click(screen.getByText('open'));
    advance(MODAL_OPEN_DELAY_MS);
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('traps Tab inside the dialog', () => {
    vi.useFakeTimers();
    render(<ModalHarness />, { wrapper: ShellProviders });
    fireEvent.click(screen.getByText('open'));
    advance(MODAL_OPEN_DELAY_MS);
    const dialog = screen.getByRole('dialog');
    const ok = screen.getByText('ok');
    ok.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    vi.useRealTimers();
  });
});

describe('AlertDialog', () => {
  it('is an alertdialog with confirm and cancel', () => {
    vi.useFakeTimers();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<AlertDialog open title="Sign out?" message="Really?" confirmLabel="Yes" cancelLabel="No" onConfirm={onConfirm} onCancel={onCancel} />, {
      wrapper: ShellProviders,
    });
    advance(MODAL_OPEN_DELAY_MS);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByText('No'));
    fireEvent.click(screen.getByText('Yes'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('Button', () => {
  it('is type=button, and busy while loading (no click through)', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
      { wrapper: ShellProviders },
    );
    const b = screen.getByRole('button', { name: 'Save' });
    expect(b.getAttribute('type')).toBe('button');
    expect(b.getAttribute('aria-busy')).toBe('true');
    expect(b.hasAttribute('size')).toBe(false);
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Tabs', () => {
  it('roving tabindex and arrow keys', () => {
    function T() {
      const [v, setV] = useState('a');
      return (
        <Tabs
          ariaLabel="Kinds"
          value={v}
          onChange={setV}
          items={[
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
            { id: 'c', label: 'C' },
          ]}
        />
      );
    }
    render(<T />, { wrapper: ShellProviders });
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Kinds');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('B');
    fireEvent.keyDown(tabs[1], { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('C');
    fireEvent.keyDown(tabs[2], { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('A');
    expect(document.activeElement?.textContent).toBe('A');
  });
});

describe('StateMessage', () => {
  it('ErrorState shows the catalogue sentence and retries', () => {
    const retry = vi.fn();
    render(<ErrorState messageKey="error.network" onRetry={retry} />, { wrapper: ShellProviders });
    expect(screen.getByRole('alert').textContent).toMatch(/network/i);
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(retry).toHaveBeenCalled();
  });
  it('EmptyState with a heading level', () => {
    render(<EmptyState title="Nothing" titleAs="h1" description="here" />, { wrapper: ShellProviders });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing');
  });
});

describe('Skeleton and Icon', () => {
  it('skeletons are hidden from assistive tech', () => {
    const { container } = render(<Skeleton width={10} height={10} />, { wrapper: ShellProviders });
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
  it('icons are decorative unless labelled', () => {
    render(
      <>
        <Icon name="menu" />
        <Icon name="close" label="Close it" />
      </>,
      { wrapper: ShellProviders },
    );
    const close = screen.getByRole('img', { name: 'Close it' });
    // Drawn from the brand's sprite (brand/icons.svg), in the text colour.
    expect(close.querySelector('use')?.getAttribute('href')).toBe('/brand/icons.svg#close');
    expect(close.getAttribute('fill')).toBe('currentColor');
    expect(iconNames.length).toBeGreaterThan(25);
    for (const n of [
      'menu',
      'close',
      'sun',
      'moon',
      'refresh',
      'eye',
      'eye-off',
      'user',
      'logout',
      'wallet',
      'gift',
      'headset',
      'download',
      'home',
      'dice',
      'cards',
      'fish',
      'ball',
      'trophy',
      'ticket',
      'search',
      'heart',
      'clock',
      'globe',
    ]) {
      expect(iconNames).toContain(n);
    }
  });
});

describe('Menu', () => {
  it('menu button: opens on ArrowDown at the first item, Escape closes to the trigger, closes 200 ms after blur', () => {
    vi.useFakeTimers();
    const pick = vi.fn();
    render(
      <div>
        <Menu
          triggerLabel="Account"
          trigger="me"
          items={[
            { id: 'a', label: 'One', onSelect: pick },
            { id: 'b', label: 'Two', onSelect: () => undefined },
          ]}
        />
        <button>elsewhere</button>
      </div>,
      { wrapper: ShellProviders },
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    advance(20);
    const items = screen.getAllByRole('menuitem');
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    fireEvent.blur(trigger, { relatedTarget: screen.getByText('elsewhere') });
    advance(199);
    expect(screen.queryByRole('menu')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'One' }));
    expect(pick).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
