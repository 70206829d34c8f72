// SPEC §2 /devices/pair (needs the device token right, SPEC §6): the repository's provisioning
// token to give a device, and pairing a device by the provisioning code it shows.
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { ProvisionCodeClaim } from './ProvisionCodeClaim';
import { ProvisioningToken } from './ProvisioningToken';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/devices';

export function PairDeviceScreen() {
  const t = useConsoleText();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.devices.pair.title')} />
      <ProvisioningToken />
      <ProvisionCodeClaim />
    </section>
  );
}

export { PairDeviceScreen as Component };
