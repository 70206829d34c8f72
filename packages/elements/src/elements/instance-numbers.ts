// Each mounted custom element's number among the page's Fleet elements (the lowest free one,
// from 1), so widgets can name their landmarks apart (root/landmark-name.ts). One count for
// every kind: a device table and a package browser each have a "Notifications" region too.
import { useLayoutEffect, useState } from 'react';

const taken = new Set<number>();

function take(): number {
  let number = 1;
  while (taken.has(number)) number += 1;
  taken.add(number);
  return number;
}

/** This element's number while it is mounted; undefined before its first layout. */
export function useInstanceNumber(): number | undefined {
  const [number, setNumber] = useState<number>();
  useLayoutEffect(() => {
    const mine = take();
    setNumber(mine);
    return () => {
      taken.delete(mine);
    };
  }, []);
  return number;
}
