// SPEC §2 /account/{tab}: the preferences tab is the preferences screen; the other tabs are
// still placeholders naming their route.
import { useParams } from 'react-router';
import { PreferencesScreen } from '../../preferences/PreferencesScreen';
import { PlaceholderScreen } from '../PlaceholderScreen';

export function AccountScreen() {
  const { tab } = useParams();
  return tab === 'preferences' ? <PreferencesScreen /> : <PlaceholderScreen />;
}

export { AccountScreen as Component };
