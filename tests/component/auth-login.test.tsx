// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { MemoryFlagsProvider } from '@/flags/FlagsProvider';
import { resetFlags } from '@/flags/store';
import { ApiError } from '@/api/errors';
import { session } from '@/session/session';
import { Providers } from './forms-harness';

vi.mock('@/features/auth/api/auth-api', () => ({
  authApi: {
    registerSettings: vi.fn(async () => ({})),
    countries: vi.fn(async () => ({ list: [], currentCountryCode: '', imageBaseUrl: '' })),
    captcha: vi.fn(async () => 'data:image/png;base64,AAAA'),
    login: vi.fn(),
    memberInfo: vi.fn(async () => ({ id: 1, account: 'player01', nickname: 'P', type: 0 })),
  },
}));
const { authApi } = await import('@/features/auth/api/auth-api');
const { LoginForm } = await import('@/features/auth/components/LoginForm');

const brand = { merchantCode: 'TESTM', features: {} } as unknown as ResolvedBrandConfig;

function renderLogin() {
  return render(
    <Providers>
      <BrandContext.Provider value={brand}>
        <MemoryFlagsProvider flags={{ smsLogin: false, captcha: false, freePlay: false }}>
          <MemoryRouter>
            <LoginForm idPrefix="t" onRegister={() => {}} />
          </MemoryRouter>
        </MemoryFlagsProvider>
      </BrandContext.Provider>
    </Providers>,
  );
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));

beforeEach(() => {
  vi.mocked(authApi.login).mockReset();
  vi.mocked(authApi.captcha).mockClear();
  document.cookie = 'TESTM-login=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});
afterEach(() => {
  resetFlags();
  session.token = null;
  session.member = null;
});

describe('LoginForm', () => {
  it('hides the captcha until a refusal carries the captcha flag, then shows the image', async () => {
    vi.mocked(authApi.login).mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'error.unknown', 200, 'Incorrect username or password.', { captcha: false }));
    vi.mocked(authApi.login).mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'error.unknown', 200, 'Incorrect username or password.', { captcha: true }));
    renderLogin();
    fireEvent.change(input('username')!, { target: { value: 'player01' } });
    fireEvent.change(input('password')!, { target: { value: 'nope1' } });
    await submit();
    expect(screen.getByTestId('login-error').textContent).toBe('Incorrect username or password.');
    expect(input('captcha')).toBeNull();
    await submit();
    expect(input('captcha')).not.toBeNull();
    expect(authApi.captcha).toHaveBeenCalledTimes(1);
    expect(await screen.findByAltText(/verification image/i)).toBeTruthy();
  });

  it('clicking the image refreshes it at most once a second', async () => {
    vi.mocked(authApi.login).mockRejectedValueOnce(new ApiError('LOGIN_FAILED', 'error.unknown', 200, 'x', { captcha: true }));
    renderLogin();
    fireEvent.change(input('username')!, { target: { value: 'player01' } });
    fireEvent.change(input('password')!, { target: { value: 'nope1' } });
    await submit();
    const image = screen.getByTestId('captcha-image');
    await act(async () => {
      fireEvent.click(image);
      fireEvent.click(image);
      fireEvent.click(image);
    });
    expect(authApi.captcha).toHaveBeenCalledTimes(2); // the first load + one refresh
  });

  it('sends trimmed values, keeps only the user name in the remember-me cookie, and never stores the password', async () => {
    vi.mocked(authApi.login).mockResolvedValueOnce({ token: 'tok', firstTimeLogin: false, passwordExpired: false });
    renderLogin();
    fireEvent.change(input('username')!, { target: { value: '  player01 ' } });
    fireEvent.change(input('password')!, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember my username' }));
    await submit();
    expect(authApi.login).toHaveBeenCalledWith({ type: 'username', username: 'player01', password: 'secret123' });
    expect(document.cookie).toContain('TESTM-login=player01');
    const stored = [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('|');
    expect(stored).not.toContain('secret123');
    expect(session.token).toBe('tok');
  });

  it('says "login failed because the popup was closed" when the player closes the verification popup (§8), sending nothing', async () => {
    const { setHumanVerifier, imageCaptchaVerifier } = await import('@/session/human-verification');
    setHumanVerifier(async () => null);
    try {
      renderLogin();
      fireEvent.change(input('username')!, { target: { value: 'player01' } });
      fireEvent.change(input('password')!, { target: { value: 'secret123' } });
      await submit();
      expect(screen.getByText('Login failed because the popup was closed. Please try again.')).toBeTruthy();
      expect(authApi.login).not.toHaveBeenCalled();
    } finally {
      setHumanVerifier(imageCaptchaVerifier);
    }
  });
});
