// The console's line icons, drawn as Lucide draws them (a 24 × 24 view box, a 2-unit round
// stroke in the text's colour), from the shapes in shapes.ts. Decorative: the control or link
// beside it names the action, so the icon is hidden from assistive technology.
//
// Not lucide-react: its runtime (the icon factory, context, class and attribute builders) and
// the React keys in every shape came to ≈ 1.7 KB of gzip in the start's chunk for ten icons,
// ahead of the dashboard's and the device list's first paint.
import { createElement } from 'react';
import type { IconShape } from './shapes';

export interface IconProps {
  shape: IconShape;
  /** Width and height in pixels (a class may set them too). */
  size?: number;
  className?: string;
}

export function Icon({ shape, size = 24, className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {shape.map(([element, attributes], index) =>
        createElement(element, { key: index, ...attributes }),
      )}
    </svg>
  );
}
