// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, act } from '@testing-library/react';
import { useMemo } from 'react';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm } from '@/forms/useForm';
import { registerSpecs } from '@/forms/forms';
import type { RegisterSettings } from '@/api/models';
import { rule } from '../fixtures/field-rule';
import { Providers } from './forms-harness';
import { formsEngine } from '../fixtures/forms-engine';

const engine = formsEngine();

function Harness({ settings, onSubmit }: { settings: RegisterSettings; onSubmit: (v: Record<string, string>) => void }) {
  const specs = useMemo(() => registerSpecs(settings, { type: 'register', smsEnabled: false, affiliateCodeFromSite: false }), [settings]);
  const form = useForm(specs);
  return (
    <DynamicForm form={form} onSubmit={onSubmit} idPrefix="t">
      <button type="submit">Go</button>
    </DynamicForm>
  );
}

const renderForm = (settings: RegisterSettings) => {
  const onSubmit = vi.fn();
  render(
    <Providers>
      <Harness settings={settings} onSubmit={onSubmit} />
    </Providers>,
  );
  return onSubmit;
};
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (el: HTMLElement, v: string) => fireEvent.change(el, { target: { value: v } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Go' }));
const errorOf = (el: HTMLElement) => {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
};

const base: RegisterSettings = {
  username: rule({ patternId: '2', minLength: 6, maxLength: 16 }),
  password: rule({ patternId: '6', minLength: 6, maxLength: 20 }),
};

describe('DynamicForm', () => {
  it('a field that is off is not rendered; one that is on is', () => {
    renderForm({ ...base, email: rule({ enabled: false, patternId: '4' }), wechat: rule({ required: false, patternId: '5' }) });
    expect(screen.queryByLabelText(/^email/i)).toBeNull();
    expect(field(/^wechat/i)).toBeTruthy();
  });

  it('a required field: no placeholder repeating the label, aria-required, "field cannot be empty" on submit, focus moves to the first error', async () => {
    const onSubmit = renderForm({ ...base, email: rule({ patternId: '4', minLength: 6, maxLength: 40 }) });
    const email = field(/^email/i);
    expect(email.getAttribute('placeholder')).toBeNull();
    expect(email.getAttribute('aria-required')).toBe('true');
    await act(async () => submit());
    expect(onSubmit).not.toHaveBeenCalled();
    const username = field(/^username/i);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(username)).toBe('Username cannot be empty');
    expect(errorOf(email)).toBe('Email cannot be empty');
    expect(document.activeElement).toBe(username);
  });

  it('validates on blur, clears the message as soon as the value is fixed, and submits trimmed values', async () => {
    const onSubmit = renderForm(base);
    const username = field(/^username/i);
    type(username, '1abc');
    fireEvent.blur(username);
    expect(errorOf(username)).toBe('6-16 letters or digits, starting with a letter');
    type(username, '  player01 ');
    expect(username.getAttribute('aria-invalid')).toBeNull();
    type(field(/^password/i), 'abc123');
    type(field(/^confirm password/i), 'abc124');
    fireEvent.blur(field(/^confirm password/i));
    expect(errorOf(field(/^confirm password/i))).toBe('The confirmation does not match');
    type(field(/^confirm password/i), 'abc123');
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => submit());
    expect(onSubmit).toHaveBeenCalledWith({ username: 'player01', password: 'abc123', confirmPassword: 'abc123', agree: '1' });
  });

  it('min = max shows a single number in the message', () => {
    renderForm({ ...base, mobileNum: rule({ patternId: '7', minLength: 10, maxLength: 10 }) });
    const mobile = field(/^mobile number/i);
    type(mobile, '09123');
    fireEvent.blur(mobile);
    expect(errorOf(mobile)).toBe('10 digits');
    expect(mobile.getAttribute('placeholder')).toBeNull();
    type(mobile, '0912345678');
    // Fixed: the error gives way to the rule's hint, still tied to the field.
    expect(mobile.getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(mobile)).toBe('10 digits');
  });

  it('an invalid server pattern is logged once and the field falls back to its length rule', async () => {
    const onSubmit = renderForm({ ...base, wechat: rule({ acceptedPattern: '^[a-z+$', patternId: '5', minLength: 3, maxLength: 8 }) });
    expect(engine.warn).toHaveBeenCalledTimes(1);
    const wechat = field(/^wechat/i);
    expect(wechat.getAttribute('data-server-fault')).toBe('true');
    type(wechat, 'ab');
    fireEvent.blur(wechat);
    expect(errorOf(wechat)).toBe('3-8 characters');
    type(wechat, 'A!b-c');
    type(field(/^username/i), 'player01');
    type(field(/^password/i), 'abc123');
    type(field(/^confirm password/i), 'abc123');
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => submit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ wechat: 'A!b-c' }));
  });

  it('the password field has a show/hide toggle that never leaves the form', () => {
    renderForm(base);
    const pw = field(/^password/i);
    expect(pw.getAttribute('type')).toBe('password');
    const toggle = screen.getAllByRole('button', { name: 'Show password' })[0];
    fireEvent.click(toggle);
    expect(pw.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
