import { describe, expect, it } from 'vitest';
import { arrangeCards, DASHBOARD_CARDS, moveCard, showCard } from './dashboard-layout';

const ids = (layout: Parameters<typeof arrangeCards>[0]) =>
  arrangeCards(layout).map((card) => (card.shown ? card.id : `(${card.id})`));

describe('the customizable dashboard’s layout', () => {
  it('shows every card in the default order without a saved layout', () => {
    expect(ids(undefined)).toEqual([...DASHBOARD_CARDS]);
  });

  it('follows the saved order, puts cards it does not name last and ignores unknown ids', () => {
    expect(ids({ order: ['activity', 'gone', 'topFleets'], hidden: ['counts'] })).toEqual([
      'activity',
      'topFleets',
      '(counts)',
      'connectedDevices',
    ]);
  });

  it('moves a card one place up or down, and not past either end', () => {
    const up = moveCard(undefined, 'activity', -1);
    expect(ids(up)).toEqual(['counts', 'topFleets', 'activity', 'connectedDevices']);
    expect(ids(moveCard(up, 'counts', -1))).toEqual(ids(up));
    expect(ids(moveCard(up, 'connectedDevices', 1))).toEqual(ids(up));
    expect(ids(moveCard(up, 'counts', 1))).toEqual([
      'topFleets',
      'counts',
      'activity',
      'connectedDevices',
    ]);
  });

  it('hides a card and shows it again, keeping its place', () => {
    const hidden = showCard(undefined, 'topFleets', false);
    expect(hidden.hidden).toEqual(['topFleets']);
    expect(ids(hidden)).toEqual(['counts', '(topFleets)', 'connectedDevices', 'activity']);
    expect(ids(showCard(hidden, 'topFleets', true))).toEqual([...DASHBOARD_CARDS]);
  });
});
