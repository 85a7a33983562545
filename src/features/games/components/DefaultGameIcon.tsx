import './tile-styles';

/**
 * The default game icon (§8: a failed game image shows it). Drawn in theme
 * colours, so it suits light and dark and every brand without an asset.
 */
export function DefaultGameIcon() {
  return (
    <svg
      className="gt-icon"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-testid="game-icon-fallback"
    >
      <path d="M15 14h18a10 10 0 0 1 10 10v4a8 8 0 0 1-14.3 4.9L27 31h-6l-1.7 1.9A8 8 0 0 1 5 28v-4a10 10 0 0 1 10-10z" />
      <path d="M14 20v8M10 24h8" />
      <circle cx="31" cy="22" r="1.2" fill="currentColor" />
      <circle cx="35" cy="26" r="1.2" fill="currentColor" />
    </svg>
  );
}
