// The targets chosen on /packages/{name}/{version}/install/{tab} travel to its /update screen
// in the query, under the tab's name (`?devices=a,b` or `?fleets=f1`: parts/id-list-query), so
// the confirmation is a link like any other view.
export const INSTALL_TAB_IDS = ['devices', 'fleets'] as const;
export type InstallTab = (typeof INSTALL_TAB_IDS)[number];

export function isInstallTab(value: string | undefined): value is InstallTab {
  return (INSTALL_TAB_IDS as readonly (string | undefined)[]).includes(value);
}

/** SPEC §5 update creation: the packages go to devices or to fleets, by the tab. */
export function updateTargetsOf(
  tab: InstallTab,
  targets: readonly string[],
): { devices: string[] } | { fleets: string[] } {
  return tab === 'devices' ? { devices: [...targets] } : { fleets: [...targets] };
}
