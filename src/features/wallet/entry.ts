/** What src/app uses of the wallet (the one file app may import here, scripts/check-layers.ts). */

/** The wallet's member-centre pages (§2 personal-centre menu), each its own chunk. */
export const memberCentrePages = {
  transferFund: () => import('./pages/TransferFundPage'),
  depositv2: () => import('./pages/DepositPage'),
  withdraw: () => import('./pages/WithdrawPage'),
  transferUpline: () => import('./pages/TransferUplinePage'),
};

/** The withdrawal confirmation prompt, mounted for real members. */
export const loadWithdrawalPrompt = () => import('./components/WithdrawalPrompt');

export { useWalletHiddenPages } from './hooks/useWalletHiddenPages';
