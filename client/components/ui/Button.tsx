import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/** The class list of a button, also for links that look like buttons: <a className={buttonClass('accent')}>. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false, extra = ''): string {
  return ['button', `button--${variant}`, size === 'md' ? '' : `button--${size}`, block ? 'button--block' : '', extra].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', size = 'md', block = false, className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, block, className)} {...rest} />;
}
