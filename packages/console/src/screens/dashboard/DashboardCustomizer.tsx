// The customizable dashboard's editor (feature customizable-dashboard): each card with a
// checkbox to show it and buttons to move it up or down — keyboard and screen reader usable,
// no dragging needed. Changes show at once and are saved as the user's dashboardLayout option;
// the moved card's button keeps the focus and a status line says where it went.
import { Button } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { useConsoleText } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { arrowDown, arrowUp } from '../../icons/shapes';
import { muted, section, subheading } from '../parts/parts.css';
import * as css from './dashboard.css';
import type { DashboardCardId } from './dashboard-layout';
import type { DashboardLayout } from './use-dashboard-layout';
import '../../i18n/messages/dashboard';

export const CARD_NAMES = {
  counts: 'console.dashboard.card.counts',
  topFleets: 'console.dashboard.card.topFleets',
  connectedDevices: 'console.dashboard.card.connectedDevices',
  activity: 'console.dashboard.card.activity',
} as const satisfies Record<DashboardCardId, string>;

const moveButtonId = (id: DashboardCardId, by: -1 | 1) =>
  `dashboard-card-${id}-${by < 0 ? 'up' : 'down'}`;

export function DashboardCustomizer({ layout }: { layout: DashboardLayout }) {
  const t = useConsoleText();
  const [moved, setMoved] = useState<{ id: DashboardCardId; by: -1 | 1 }>();
  const { cards } = layout;

  // Keep the focus on the moved card's button (or its other one at either end of the list).
  useEffect(() => {
    if (!moved) return;
    const same = document.getElementById(moveButtonId(moved.id, moved.by));
    const other = document.getElementById(moveButtonId(moved.id, moved.by < 0 ? 1 : -1));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  }, [moved, cards]);

  const position = moved && cards.findIndex((card) => card.id === moved.id) + 1;
  return (
    <section className={section} aria-labelledby="dashboard-customize">
      <h2 id="dashboard-customize" className={subheading}>
        {t('console.dashboard.customize.title')}
      </h2>
      <p className={muted}>{t('console.dashboard.customize.hint')}</p>
      <ol className={css.cardList}>
        {cards.map(({ id, shown }, index) => {
          const card = t(CARD_NAMES[id]);
          const move = (by: -1 | 1) => {
            layout.move(id, by);
            setMoved({ id, by });
          };
          return (
            <li key={id} className={css.cardRow}>
              <label className={css.cardName}>
                <input
                  type="checkbox"
                  checked={shown}
                  aria-label={t('console.dashboard.customize.show', { card })}
                  onChange={(event) => layout.show(id, event.target.checked)}
                />
                {card}
              </label>
              <Button
                id={moveButtonId(id, -1)}
                size="sm"
                aria-label={t('console.dashboard.customize.up', { card })}
                disabled={index === 0}
                onClick={() => move(-1)}
              >
                <Icon shape={arrowUp} size={16} />
              </Button>
              <Button
                id={moveButtonId(id, 1)}
                size="sm"
                aria-label={t('console.dashboard.customize.down', { card })}
                disabled={index === cards.length - 1}
                onClick={() => move(1)}
              >
                <Icon shape={arrowDown} size={16} />
              </Button>
            </li>
          );
        })}
      </ol>
      <p role="status" className={muted}>
        {moved &&
          t('console.dashboard.customize.moved', {
            card: t(CARD_NAMES[moved.id]),
            position: position ?? 0,
            total: cards.length,
          })}
      </p>
      <div>
        <Button size="sm" onClick={layout.reset}>
          {t('console.dashboard.customize.reset')}
        </Button>
      </div>
    </section>
  );
}
