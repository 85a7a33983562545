// @vitest-environment jsdom
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Game } from '@/api/models';
import { HANOI_VN_LAUNCH } from '../fixtures/lottery-launch';
import { renderAt, where } from './games-harness';
import { answer, calls } from './fake-api';

vi.mock('@/api/api', () => import('./fake-api'));

const { ElottPage } = await import('@/features/lottery/pages/ElottPage');
const { LotteryPage } = await import('@/features/lottery/pages/LotteryPage');
const { session } = await import('@/session/session');
const { prompts } = await import('@/session/prompts');

const lott = (code: string, type: 'LOTT' | 'ELOTT', playType = 'Lott'): Game => ({
  gameId: code,
  nodeId: `n-${type}-${code}`,
  vassalage: 'TCG_SEA',
  gameType: type,
  gameName: `Game ${code}`,
  smallIcon: '',
  code: code.toLowerCase(),
  gameCode: code,
  defaultPlayType: playType,
});

beforeEach(() => {
  localStorage.clear();
  session.token = null;
  session.member = null;
  prompts.loginPopup = null;
  answer({
    permission: () => ({ info: { imageCDNs: [], launchGameCDNs: [] } }),
    gameList: (o) => ({
      games: o?.query?.gameType === 'ELOTT' ? [lott('LK28', 'ELOTT', 'Elott')] : [lott('K3', 'LOTT')],
      totalPages: 1,
      totalCount: 1,
      pageNo: 1,
      pageSize: 200,
    }),
    lotteryLobby: (o) => ({ content: `https://lottery.example/lobby?${new URLSearchParams(o?.query as Record<string, string>)}` }),
  });
});

describe('ElottPage', () => {
  it('lists e-lottery and lottery games; a game opens /lottery with gameCode and playType', async () => {
    renderAt('/elott', <ElottPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Game LK28' }));
    await waitFor(() => expect(where.path).toBe('/lottery?gameCode=LK28&playType=Elott'));
  });

  it('keeps favourites per user under LOTTFAV; visitors are asked to log in', async () => {
    renderAt('/elott', <ElottPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game K3 to favourites' }));
    expect(prompts.loginPopup).toEqual({ tab: 'login' });
    expect(localStorage.getItem('LOTTFAV')).toBeNull();

    session.token = 't';
    session.member = { id: 1, account: 'amy', nickname: 'Amy', type: 0 };
    fireEvent.click(screen.getByRole('button', { name: 'Add Game K3 to favourites' }));
    // Pressed in the game's own section and in the favourites section above it.
    expect(await screen.findAllByRole('button', { name: 'Remove Game K3 from favourites' })).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('LOTTFAV')!)).toEqual({ amy: ['K3'] });
    expect(screen.getByTestId('lottery-favourites')).toBeTruthy();
  });
});

describe('LotteryPage', () => {
  it('launches the lottery lobby with the §7 parameters into a sandboxed frame', async () => {
    renderAt('/lottery?gameCode=HANOI&playType=VN', <LotteryPage />);
    await waitFor(() => expect(document.querySelector('iframe')).toBeTruthy());
    expect(calls.find((c) => c.name === 'lotteryLobby')?.options?.query).toMatchObject({ ...HANOI_VN_LAUNCH, language: 'EN' });
    expect(document.querySelector('iframe')!.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('opens the lobby view without a game code, in the brand prize mode', async () => {
    renderAt('/lottery', <LotteryPage />);
    await waitFor(() => expect(calls.some((c) => c.name === 'lotteryLobby')).toBe(true));
    expect(calls.find((c) => c.name === 'lotteryLobby')?.options?.query).toMatchObject({ lottoView: 'lobby', lottoGameCode: '', lottoPrizeMode: 'Lott' });
  });
});
