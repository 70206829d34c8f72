// The customizable dashboard (SPEC §3 feature customizable-dashboard): which cards the
// dashboard shows and in which order, as the user arranged them in the `dashboardLayout` user
// option. Cards the option does not name (new ones, or no option yet) come after the named
// ones in their default order; ids it names that are no card are ignored.
import type { DashboardLayoutOption } from '@fleet/sdk/domain';

export const DASHBOARD_CARDS = ['counts', 'topFleets', 'connectedDevices', 'activity'] as const;
export type DashboardCardId = (typeof DASHBOARD_CARDS)[number];

export interface ArrangedCard {
  id: DashboardCardId;
  shown: boolean;
}

const isCard = (id: string): id is DashboardCardId =>
  (DASHBOARD_CARDS as readonly string[]).includes(id);

/** Every card in the user's order, each shown or hidden. */
export function arrangeCards(layout: DashboardLayoutOption | undefined): ArrangedCard[] {
  const named = (layout?.order ?? []).filter(isCard);
  const order = [...new Set([...named, ...DASHBOARD_CARDS])];
  const hidden = new Set(layout?.hidden ?? []);
  return order.map((id) => ({ id, shown: !hidden.has(id) }));
}

function layoutOf(cards: readonly ArrangedCard[]): DashboardLayoutOption {
  return {
    order: cards.map((card) => card.id),
    hidden: cards.filter((card) => !card.shown).map((card) => card.id),
  };
}

/** The layout with `id` moved `by` places (-1: one up); unchanged at either end. */
export function moveCard(
  layout: DashboardLayoutOption | undefined,
  id: DashboardCardId,
  by: -1 | 1,
): DashboardLayoutOption {
  const cards = arrangeCards(layout);
  const from = cards.findIndex((card) => card.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= cards.length) return layoutOf(cards);
  const [card] = cards.splice(from, 1);
  if (card) cards.splice(to, 0, card);
  return layoutOf(cards);
}

/** The layout with `id` shown or hidden. */
export function showCard(
  layout: DashboardLayoutOption | undefined,
  id: DashboardCardId,
  shown: boolean,
): DashboardLayoutOption {
  return layoutOf(arrangeCards(layout).map((card) => (card.id === id ? { id, shown } : card)));
}
