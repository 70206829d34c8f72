// Adding devices to a static fleet (fleets:manageDevices): pick devices by name from the
// device list, or paste a device uuid; the chosen ones are added together.
import {
  Button,
  Combobox,
  type RightState,
  useDeviceSearch,
  useMutation,
  rightProps,
} from '@fleet/elements';
import { useState, type FormEvent } from 'react';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { actions, chosenItem, chosenList, mono } from '../parts/parts.css';
import { form, subtitle } from './fleets.css';
import '../../i18n/messages/fleets';

interface Chosen {
  uuid: string;
  name: string;
}

export interface AddDevicesFormProps {
  /** Adds the devices (the fleets store's addDevices); rejects with a readable error. */
  onAdd(deviceUuids: string[]): Promise<void>;
  mayManage: RightState;
}

export function AddDevicesForm({ onAdd, mayManage }: AddDevicesFormProps) {
  const t = useConsoleText();
  const toasts = useConsoleToasts();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [picks, setPicks] = useState(0);
  const adding = useMutation(onAdd);
  const search = useDeviceSearch();

  const options = search.results.map((device) => ({
    value: device.deviceUuid,
    label: `${device.deviceName} (${device.deviceUuid})`,
    disabled: chosen.some((c) => c.uuid === device.deviceUuid),
  }));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await adding.run(chosen.map((c) => c.uuid));
    } catch {
      return; // shown from adding.error
    }
    toasts.positive(t('console.fleets.added', { count: chosen.length }));
    setChosen([]);
  };

  return (
    <form className={form} onSubmit={(event) => void add(event)}>
      <h3 className={subtitle}>{t('console.fleets.addDevices')}</h3>
      <Combobox
        key={picks}
        label={t('console.fleets.pickDevice')}
        description={
          search.error
            ? t('console.fleets.searchFailed', { reason: errorText(search.error) })
            : t('console.fleets.pickHint')
        }
        options={options}
        value={null}
        filter={false}
        onInputChange={search.setText}
        onChange={(uuid) => {
          const device = search.results.find((d) => d.deviceUuid === uuid);
          if (!device || chosen.some((c) => c.uuid === device.deviceUuid)) return;
          setChosen([...chosen, { uuid: device.deviceUuid, name: device.deviceName }]);
          search.setText('');
          setPicks((n) => n + 1);
        }}
      />
      {chosen.length > 0 && (
        <ul className={chosenList} aria-label={t('console.fleets.chosenDevices')}>
          {chosen.map((device) => (
            <li key={device.uuid} className={chosenItem}>
              <span>
                {device.name} <span className={mono}>{device.uuid}</span>
              </span>
              <Button
                size="sm"
                variant="tertiary"
                aria-label={t('console.fleets.unchoose', { name: device.name })}
                onClick={() => setChosen(chosen.filter((c) => c.uuid !== device.uuid))}
              >
                {t('console.fleets.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding.error && (
        <Alert>{t('console.fleets.addFailed', { reason: errorText(adding.error) })}</Alert>
      )}
      <div className={actions}>
        <Button
          type="submit"
          variant="primary"
          {...rightProps(mayManage, adding.pending || chosen.length === 0)}
        >
          {t('console.fleets.add')}
        </Button>
      </div>
    </form>
  );
}
