import { insertStaticStyles } from '@/lib/static-styles';
import { theme as t } from '@/theme/theme';
import { variant } from '@/theme/variants';

/**
 * The game tile's styles as one static sheet (why: src/lib/static-styles.ts).
 * Class names are prefixed `gt-`. Two lines of name and one of vendor are
 * always reserved, so every tile in a row has the same height.
 */
export const TILE_NAME_LINES = 2;
const focus = `outline:3px solid ${t.colours.focusRing};`;

insertStaticStyles(
  'game-tile',
  `.gt{position:relative;display:flex;flex-direction:column;min-width:0;border-radius:${t.radius.md};background:${t.colours.surface};border:1px solid var(--border-card,${t.colours.border});box-shadow:var(--shadow-card,none);overflow:hidden;transition:transform ${t.motion.fast},box-shadow ${t.motion.fast},border-color ${t.motion.fast}}
@media (hover:hover){.gt:hover{transform:translateY(-2px);box-shadow:var(--shadow-card-hover,${t.shadow.md});border-color:${t.colours.primary}}}
@media (prefers-reduced-motion:reduce){.gt{transition:none}.gt:hover{transform:none}}
.gt-play{display:flex;flex-direction:column;width:100%;padding:0;border:0;background:none;color:inherit;font:inherit;text-align:start;cursor:pointer}
.gt-play:focus-visible{${focus}outline-offset:-3px;border-radius:${t.radius.md}}
.gt-play[aria-busy=true]{cursor:progress}
.gt-thumb{position:relative;display:block}
.gt-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.gt-cap{display:flex;flex-direction:column;gap:2px;padding:${t.space(2)};box-sizing:border-box;min-height:calc(${t.font.size.sm} * 1.3 * ${TILE_NAME_LINES} + ${t.font.size.xs} * 1.3 + 2px + ${t.space(4)})}
.gt-name{display:-webkit-box;-webkit-line-clamp:${TILE_NAME_LINES};-webkit-box-orient:vertical;overflow:hidden;color:${t.colours.text};font-size:${t.font.size.sm};font-weight:${t.font.weight.medium};line-height:1.3;overflow-wrap:anywhere}
.gt-vendor{color:${t.colours.textMuted};font-size:${t.font.size.xs};line-height:1.3;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.gt-heart{position:absolute;top:${t.space(1)};inset-inline-end:${t.space(1)};display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border:0;border-radius:50%;background:color-mix(in srgb,${t.colours.surface} 88%,transparent);color:${t.colours.textMuted};box-shadow:${t.shadow.sm};cursor:pointer}
.gt-heart svg{transition:transform ${t.motion.fast}}
.gt-heart:hover svg{transform:scale(1.12)}
.gt-heart[aria-pressed=true]{color:${t.colours.danger}}
.gt-heart[aria-pressed=true] svg path{fill:currentColor}
.gt-heart:focus-visible{${focus}outline-offset:1px}
.gt-heart[aria-busy=true]{opacity:.6;cursor:progress}
.gt-hot{position:absolute;top:${t.space(2)};inset-inline-start:${t.space(2)};padding:2px ${t.space(2)};border-radius:${t.radius.pill};background:${t.colours.danger};color:${t.colours.onDanger};font-size:11px;font-weight:${t.font.weight.bold};letter-spacing:.04em;text-transform:uppercase;pointer-events:none}
.gt-busy{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:color-mix(in srgb,${t.colours.surface} 70%,transparent);color:${t.colours.primary}}
/* The brand's tile variant (theme.layout.tiles): the art's ratio comes from --tile-ratio; landscape lays the name over the art. */
.gt-thumb>.lzi,.gt-thumb[style]{aspect-ratio:var(--tile-ratio,1)!important}
.gt-cap{padding:calc(var(--pad-card,16px) / 2)}
${variant('tiles-landscape')} .gt-play{position:relative}
${variant('tiles-landscape')} .gt-cap{position:absolute;inset:auto 0 0 0;min-height:0;padding:${t.space(6)} ${t.space(2)} ${t.space(2)};background:linear-gradient(to top,rgba(0,0,0,.82),rgba(0,0,0,.45) 55%,transparent);pointer-events:none}
${variant('tiles-landscape')} .gt-name{color:#fff;-webkit-line-clamp:1;text-shadow:0 1px 2px rgba(0,0,0,.6)}
${variant('tiles-landscape')} .gt-vendor{color:rgba(255,255,255,.8)}
${variant('tiles-portrait')} .gt{border-radius:${t.radius.lg}}
${variant('tiles-portrait')} .gt-cap{text-align:center;align-items:center}
.gt-icon{width:46%;height:46%;color:${t.colours.textMuted};opacity:.7}`,
);
