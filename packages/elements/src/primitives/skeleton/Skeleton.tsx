// A placeholder shaped like content that is still loading. Hidden from screen readers: the
// region that loads says so itself (aria-busy, a "Loading…" text).
import type { CSSProperties } from 'react';
import { skeleton } from './Skeleton.css.js';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['inlineSize'];
  height?: CSSProperties['blockSize'];
}

export function Skeleton({ shape = 'text', width, height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={skeleton[shape]}
      data-skeleton=""
      part="skeleton"
      style={{ inlineSize: width, blockSize: height }}
    />
  );
}
