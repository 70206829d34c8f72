// The package sources as a screen shows them (SPEC §3 Trusted delegation): the store, loaded
// on mount, its list, loading and error read as values, and the refresh and delete actions.
import type { PackageSourcesStore, PackageSourceView } from '@fleet/sdk';
import { useSignalValue } from '@fleet/elements';
import { useEffect } from 'react';
import { usePackageStores } from './package-stores';
import { useSourceActions, type SourceActions } from './use-source-actions';

export interface PackageSourcesView extends SourceActions {
  sources: PackageSourcesStore;
  list: readonly PackageSourceView[];
  loading: boolean;
  error: Error | undefined;
}

export function usePackageSources(): PackageSourcesView {
  const { sources } = usePackageStores();
  const list = useSignalValue(sources.sources);
  const loading = useSignalValue(sources.loading);
  const error = useSignalValue(sources.error);
  const { refresh, remove } = useSourceActions(sources);
  // A failed load stays in the store's error signal, which the screens show.
  useEffect(() => void sources.load().catch(() => undefined), [sources]);
  return { sources, list, loading, error, refresh, remove };
}
