// Keeps a paged store's query on what the address asks for (fleet-list-state.ts): the first
// run starts the store on the address's query; each later change of the address becomes the
// store change it implies, so the store's own debounce (SPEC §9) applies.
import type { FleetsQuery } from '@fleet/sdk';
import { useEffect, useRef } from 'react';
import { changedQuery, type FleetListView } from './fleet-list-state';

export interface QueryFollower {
  current(): FleetsQuery;
  setQuery(change: Partial<FleetsQuery>): void;
  /** The screen's first load, on the address's query (the store may hold an older one). */
  start(view: FleetListView): void;
}

export function useQueryFromUrl(view: FleetListView, follower: QueryFollower): void {
  const started = useRef<QueryFollower | undefined>(undefined);
  const key = JSON.stringify(view);
  useEffect(() => {
    const next = JSON.parse(key) as FleetListView;
    if (started.current !== follower) {
      started.current = follower;
      follower.start(next);
      return;
    }
    const change = changedQuery(follower.current(), next);
    if (Object.keys(change).length > 0) follower.setQuery(change);
  }, [key, follower]);
}
