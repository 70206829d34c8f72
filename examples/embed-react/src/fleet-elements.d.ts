// <fleet-device-table> in JSX: its attributes as props (kebab-case, as in HTML). Objects and
// functions (getToken, client) are properties: set them on the element through a ref.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type FleetElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'base-url'?: string;
  theme?: 'auto' | 'light' | 'dark';
  locale?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fleet-device-table': FleetElementProps;
    }
  }
}
