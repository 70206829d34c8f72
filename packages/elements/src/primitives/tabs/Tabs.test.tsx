import { useState } from 'react';
import { assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { deepActiveElement, user } from '../../testing/user.js';
import { Tabs } from './Tabs.js';

const TABS = [
  { id: 'packages', label: 'Installed packages' },
  { id: 'updates', label: 'Update history' },
  { id: 'remote-access', label: 'Remote access', disabled: true },
  { id: 'events', label: 'Live update events' },
];

function Harness() {
  const [selected, setSelected] = useState('packages');
  return (
    <Tabs label="Device" tabs={TABS} selectedId={selected} onSelect={setSelected}>
      Panel: {selected}
    </Tabs>
  );
}

describe('Tabs (SPEC §2 device detail tabs)', () => {
  it('links tabs and panel and moves with arrow keys, skipping disabled tabs', async () => {
    const { container } = await render(<Harness />);
    const tabs = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panel = container.querySelector('[role="tabpanel"]')!;
    assertEqual(tabs[0]!.getAttribute('aria-selected'), 'true', 'first selected');
    assertEqual(panel.getAttribute('aria-labelledby'), tabs[0]!.id, 'panel named by its tab');
    tabs[0]!.focus();
    await user.press('ArrowRight');
    assertEqual(deepActiveElement(), tabs[1], 'moved right');
    assertEqual(panel.textContent, 'Panel: updates', 'panel follows');
    await user.press('ArrowRight');
    assertEqual(deepActiveElement(), tabs[3], 'disabled tab skipped');
    await user.press('ArrowRight');
    assertEqual(deepActiveElement(), tabs[0], 'wraps around');
    await user.press('End');
    assertEqual(tabs[3]!.getAttribute('aria-selected'), 'true', 'End selects the last');
    assertEqual(tabs.filter((t) => t.tabIndex === 0).length, 1, 'one Tab stop');
  });

  it('keeps the selected tab in view when the tabs are wider than their strip (a phone)', async () => {
    const { container } = await render(
      <div style={{ width: '160px' }}>
        <Tabs label="Device" tabs={TABS} selectedId="events" onSelect={() => undefined} />
      </div>,
    );
    const list = container.querySelector<HTMLElement>('[role="tablist"]')!;
    const chosen = container.querySelector<HTMLElement>('[aria-selected="true"]')!;
    const strip = list.getBoundingClientRect();
    const shown = chosen.getBoundingClientRect();
    assertEqual(list.scrollWidth > list.clientWidth, true, 'the tabs are wider than the strip');
    assertEqual(
      shown.left >= strip.left - 1 && shown.right <= strip.right + 1,
      true,
      `the selected tab is in view (${shown.left}–${shown.right} in ${strip.left}–${strip.right})`,
    );
  });
});
