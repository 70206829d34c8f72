// The dashboard's cards as the signed-in user arranged them: with the customizable-dashboard
// feature on, read from and saved to the `dashboardLayout` user option (through the one user
// options store, so writes are batched); with it off, every card in the default order.
import { useSignalValue } from '@fleet/elements';
import { USER_OPTION_KEYS } from '@fleet/sdk/domain';
import { preferenceStores } from '../../preferences/preference-stores';
import {
  arrangeCards,
  moveCard,
  showCard,
  type ArrangedCard,
  type DashboardCardId,
} from './dashboard-layout';

export const CUSTOMIZABLE_DASHBOARD = 'customizable-dashboard';

export interface DashboardLayout {
  /** The feature is on: the user may arrange the cards. */
  customizable: boolean;
  /** Every card in the user's order, each shown or hidden. */
  cards: ArrangedCard[];
  move(id: DashboardCardId, by: -1 | 1): void;
  show(id: DashboardCardId, shown: boolean): void;
  /** Back to every card in the default order. */
  reset(): void;
}

export function useDashboardLayout(): DashboardLayout {
  const { userOptions, featureFlags } = preferenceStores();
  const customizable = useSignalValue(featureFlags.enabled(CUSTOMIZABLE_DASHBOARD));
  const saved = useSignalValue(userOptions.option(USER_OPTION_KEYS.dashboardLayout));
  const layout = customizable ? saved : undefined;
  const key = USER_OPTION_KEYS.dashboardLayout;
  return {
    customizable,
    cards: arrangeCards(layout),
    move: (id, by) => userOptions.set(key, { ...moveCard(layout, id, by) }),
    show: (id, shown) => userOptions.set(key, { ...showCard(layout, id, shown) }),
    reset: () => userOptions.remove(key),
  };
}
