import { brandAssetUrl } from '@/brand/brand-config';
import { ICON_SPRITE_FILE, type IconName } from './icon-glyphs';

export type { IconName };

/**
 * An icon from the brand's sprite (brand/icons.svg, written by the build from Phosphor in the
 * brand's theme.layout.icons style, with only the icons the portal names: icon-glyphs.ts).
 * The markup is one <use> per icon, so icons cost no JavaScript, render the same in the
 * pre-render and the app, and are filled with currentColor, following the text colour.
 */
const sprite = brandAssetUrl(ICON_SPRITE_FILE);

export interface IconProps {
  name: IconName;
  size?: number;
  /** With a label the icon is announced (role=img); without one it is decorative. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      className={className ? `ic ${className}` : 'ic'}
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ flex: 'none' }}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
