import { ICON_PATHS, type IconName } from './icon-paths.js';

export interface IconProps {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/** An inline SVG icon in the current text colour. */
export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
