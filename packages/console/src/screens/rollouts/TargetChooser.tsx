// Choosing fleets or devices for a rollout's target: a search on the server as the user types
// (fleets by name, devices by name or uuid) adds one at a time; the chosen ones are listed.
import { Combobox, useDeviceSearch, useFleet, useServerSearch } from '@fleet/elements';
import { FLEETS_SEARCH_DEBOUNCE_MS } from '@fleet/sdk/domain';
import { useState } from 'react';
import { useConsoleText } from '../../i18n';
import { ChosenList } from './ChosenList';
import { withChosen, type Chosen } from './rollout-draft';
import '../../i18n/messages/rollouts';

const SEARCH_LIMIT = 20;

export interface TargetChooserProps {
  kind: 'fleets' | 'devices';
  chosen: readonly Chosen[];
  onChange(chosen: Chosen[]): void;
  error?: string | undefined;
}

function useFleetChoices() {
  const { sdk } = useFleet();
  return useServerSearch<Chosen>(
    async (text, signal) =>
      (
        await sdk.fleets.listFleets(
          { ...(text && { search: text }), limit: SEARCH_LIMIT },
          { signal },
        )
      ).values.map((fleet) => ({ id: fleet.id, name: fleet.name })),
    FLEETS_SEARCH_DEBOUNCE_MS,
  );
}

function useDeviceChoices() {
  const search = useDeviceSearch();
  return {
    ...search,
    results: search.results.map((device) => ({ id: device.deviceUuid, name: device.deviceName })),
  };
}

export function TargetChooser({ kind, chosen, onChange, error }: TargetChooserProps) {
  const t = useConsoleText();
  const fleets = useFleetChoices();
  const devices = useDeviceChoices();
  const search = kind === 'fleets' ? fleets : devices;
  // A fresh search box after each pick (the Combobox keeps the picked label otherwise).
  const [picks, setPicks] = useState(0);
  return (
    <>
      <Combobox
        key={`${kind}-${picks}`}
        label={t(kind === 'fleets' ? 'console.rollouts.addFleet' : 'console.rollouts.addDevice')}
        placeholder={t(
          kind === 'fleets' ? 'console.rollouts.searchFleets' : 'console.rollouts.searchDevices',
        )}
        error={error}
        options={search.results.map((item) => ({
          value: item.id,
          label: item.name,
          disabled: chosen.some((kept) => kept.id === item.id),
        }))}
        value={null}
        filter={false}
        onInputChange={search.setText}
        onChange={(id) => {
          const item = search.results.find((found) => found.id === id);
          if (!item) return;
          onChange(withChosen(chosen, item));
          search.setText('');
          setPicks((n) => n + 1);
        }}
      />
      <ChosenList
        label={t(
          kind === 'fleets' ? 'console.rollouts.chosenFleets' : 'console.rollouts.chosenDevices',
        )}
        chosen={chosen}
        onChange={onChange}
      />
    </>
  );
}
