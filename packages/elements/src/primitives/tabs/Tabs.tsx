// Tabs (WAI-ARIA tabs pattern): one Tab stop for the tab list, Left/Right/Home/End move and
// select (disabled tabs are skipped), the selected tab's panel follows. When the tabs are wider
// than their strip (a phone), the strip scrolls to keep the selected one in view.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { panel, tab as tabClass, tabList } from './Tabs.css.js';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect(id: string): void;
  /** The selected tab's panel. */
  children?: ReactNode;
}

export function Tabs({ label, tabs, selectedId, onSelect, children }: TabsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);

  useLayoutEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && chosen) list.scrollLeft = scrolledToShow(list, chosen);
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((tab) => tab.id === selectedId);
    const targets: Record<string, TabItem | undefined> = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    listRef.current
      ?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(target.id)}"]`)
      ?.focus();
  };

  return (
    <div part="tabs">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={tabList}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              data-tab-id={tab.id}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={tabClass}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selectedId}`}
        tabIndex={0}
        className={panel}
      >
        {children}
      </div>
    </div>
  );
}

/** The strip's scroll position that shows `tab` whole, moving as little as it can. */
function scrolledToShow(list: HTMLElement, tab: HTMLElement): number {
  const start =
    tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
  const end = start + tab.getBoundingClientRect().width;
  if (start < list.scrollLeft) return start;
  if (end > list.scrollLeft + list.clientWidth) return end - list.clientWidth;
  return list.scrollLeft;
}
