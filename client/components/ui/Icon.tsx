import { ICON_PATH_DATA } from './icon-path-data.js';
import type { IconName } from './icon-paths.js';

export interface IconProps {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/**
 * An inline SVG icon in the current text colour: one path (icon-path-data.ts), one element instead of two to six.
 * The set's line style (1.5 px on the 24 px grid, round caps and joins) is `.icon` in base.css, not three more
 * attributes on each of the 40-50 icons of a page; fill and stroke stay here, so that no icon is ever a filled
 * blot, stylesheet or not.
 */
export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATH_DATA[name]} />
    </svg>
  );
}
