import { assertDeepEqual, assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { Breadcrumbs } from './Breadcrumbs.js';

describe('Breadcrumbs (SPEC §2 breadcrumbs)', () => {
  it('links parents, marks the current page, and hands clicks to the host router', async () => {
    const visited: string[] = [];
    const { container } = await render(
      <Breadcrumbs
        crumbs={[
          { label: 'Devices', href: '/devices' },
          { label: 'gateway 01', href: '/devices/gateway%2001' },
          { label: 'Update history' },
        ]}
        onNavigate={(href) => visited.push(href)}
      />,
    );
    assertEqual(
      container.querySelector('nav')!.getAttribute('aria-label'),
      'Breadcrumb',
      'landmark',
    );
    const links = [...container.querySelectorAll('a')];
    assertDeepEqual(
      links.map((a) => a.getAttribute('href')),
      ['/devices', '/devices/gateway%2001'],
      'hrefs',
    );
    assertEqual(
      container.querySelector('[aria-current="page"]')!.textContent,
      'Update history',
      'current',
    );
    await user.click(links[1]!);
    assertDeepEqual(visited, ['/devices/gateway%2001'], 'navigated without a page load');
  });
});
