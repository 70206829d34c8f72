// A button in one of the eight variants of SPEC §2, optionally marked not permitted.
import type { ButtonHTMLAttributes, Ref } from 'react';
import type { Variant } from '../../theme/token-names.js';
import { NotPermitted, notPermittedProps } from '../not-permitted/NotPermitted.js';
import { button, size as sizeClass } from './Button.css.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md';
  /** The user lacks the right for this action: disabled, with the not-permitted tooltip. */
  notPermitted?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'default',
  size = 'md',
  type = 'button',
  notPermitted = false,
  className,
  ...rest
}: ButtonProps) {
  const classes = [button[variant], sizeClass[size], className].filter(Boolean).join(' ');
  if (!notPermitted) return <button type={type} className={classes} {...rest} />;
  return (
    <NotPermitted>
      {(reasonId) => (
        <button
          type={type}
          className={classes}
          {...rest}
          disabled={false}
          {...notPermittedProps(reasonId)}
        />
      )}
    </NotPermitted>
  );
}
