// A link in one of the eight variants (SPEC §2), optionally looking like a button, optionally
// marked not permitted (then it has no destination and shows the not-permitted tooltip).
import type { AnchorHTMLAttributes, Ref } from 'react';
import type { Variant } from '../../theme/token-names.js';
import { button, size } from '../button/Button.css.js';
import { NotPermitted, notPermittedProps } from '../not-permitted/NotPermitted.js';
import { link } from './Link.css.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  /** 'button' gives the link a button's look (for navigation that reads as an action). */
  appearance?: 'link' | 'button';
  notPermitted?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  variant = 'primary',
  appearance = 'link',
  notPermitted = false,
  className,
  href,
  ...rest
}: LinkProps) {
  const look = appearance === 'button' ? `${button[variant]} ${size.md}` : link[variant];
  const classes = [look, className].filter(Boolean).join(' ');
  if (!notPermitted) return <a href={href} className={classes} {...rest} />;
  return (
    <NotPermitted>
      {(reasonId) => (
        // Without href an <a> is not focusable nor a link: role and tabIndex give both back.
        <a
          role="link"
          tabIndex={0}
          className={classes}
          {...rest}
          {...notPermittedProps(reasonId)}
        />
      )}
    </NotPermitted>
  );
}
