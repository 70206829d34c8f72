import { expect, test, type Page } from './csp-guard';
import { callApi, enterSharedRepository, expectAccessible, signInAt } from './support';
import { pickPhases, type PhaseSize } from '../../sdk/src/domain';
import { flakyFleet, FLAKY_PACKAGE_ID } from './flaky-fleet';

// Issue 14 rollouts in the console. The abort journey runs against the live sandbox (its device
// simulator carries out the installs in real time), so the rollout page must follow the phase
// by the live channel, never by a reload. The guest journey reads the journeys sandbox's demo
// rollouts. Each journey removes the fleet it made; rollouts have no delete (an aborted one
// stays, as in production).

const LIVE_ORIGIN = `http://127.0.0.1:${process.env.E2E_CONSOLE_LIVE_PORT ?? 8284}`;
const NOT_PERMITTED = 'You do not have permission to perform this action';

/** Half the devices, then half of the rest, then the rest (of 3: 2, 1 and none). */
const SIZES: PhaseSize[] = [{ percent: 50 }, { percent: 50 }, { percent: 100 }];
const SEEDS = Array.from({ length: 1000 }, (_, seed) => seed);

interface ApiRollout {
  id: string;
  state: string;
  phases: { index: number; counts: { targeted: number; failed: number; succeeded: number } }[];
}

/** The value of the rollout page's fact whose term is `term`. */
const fact = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** A phase of the progress widget (inside its shadow root: Playwright's locators pierce it). */
const phase = (page: Page, index: number) => page.locator(`[part~="phase"][data-phase="${index}"]`);
const phaseCount = (page: Page, index: number, outcome: string) =>
  phase(page, index).locator(`[data-count="${outcome}"]`);

test.describe('Issue 14 rollouts', () => {
  test.describe('live', () => {
    test.use({ baseURL: LIVE_ORIGIN });

    test('a 3-phase rollout with a 20% threshold aborts after its first phase, live, and assigns nothing more', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signInAt(page, '/');
      // 3 devices, 1 of which fails the canary (a third) and is online: the demo sandbox's
      // small fleet has few up-to-date devices whose outcome is known for sure.
      const { devices, failingOnline } = await flakyFleet(page, 1);
      // The seed puts that device in phase 1 (2 of 3): once it fails, 1 failed of at most 2
      // finished is certain to end above 20%, whatever the other one does.
      const seed = SEEDS.find((s) => pickPhases(devices, s, SIZES)[0]!.includes(failingOnline))!;
      const [first, ...later] = pickPhases(devices, seed, SIZES);
      const name = `rollout-abort-${Date.now().toString(36)}`;
      const fleetId = await callApi<string>(page, 'POST', '/api/v2beta/fleets', { name });
      try {
        await callApi(page, 'POST', `/api/v2beta/fleets/${fleetId}/devices`, devices);
        const created = await callApi<ApiRollout>(page, 'POST', '/api/v2beta/rollouts', {
          name,
          packageIds: [FLAKY_PACKAGE_ID],
          target: { fleets: [fleetId] },
          phases: [
            { size: SIZES[0], then: 'approval', failureThresholdPercent: 20 },
            { size: SIZES[1], then: { wait: 'PT1M' }, failureThresholdPercent: 20 },
            { size: SIZES[2], failureThresholdPercent: 20 },
          ],
          seed,
        });

        await page.goto(`/rollouts/${created.id}`);
        await expect(fact(page, 'State')).toHaveText('Draft');
        await page.getByRole('button', { name: 'Start' }).click();

        // From here on, no reload: the live channel carries the phase and the abort.
        await expect(phaseCount(page, 0, 'targeted')).toHaveText(String(first!.length), {
          timeout: 30_000,
        });
        await expect(fact(page, 'State')).toHaveText('Aborted', { timeout: 180_000 });
        await expect(page.locator('[data-abort-reason]')).toContainText('Aborted:');
        expect(Number(await phaseCount(page, 0, 'failed').textContent())).toBeGreaterThanOrEqual(1);
        // The later phases never started: none of their devices was assigned anything.
        for (const later of [1, 2]) {
          await expect(phase(page, later)).toHaveAttribute('data-state', 'skipped');
          for (const outcome of ['pending', 'inProgress', 'succeeded', 'failed'])
            await expect(phaseCount(page, later, outcome)).toHaveText('0');
        }
        await expect(page.getByRole('button', { name: 'Abort' })).toHaveCount(0);
        await expectAccessible(page);

        // What the server says: the devices phase 1 left out have no update assigned.
        const rollout = await callApi<ApiRollout>(
          page,
          'GET',
          `/api/v2beta/rollouts/${created.id}`,
        );
        expect(rollout.state).toBe('aborted');
        expect(later.flat().length).toBeGreaterThan(0);
        for (const uuid of later.flat())
          expect(
            await callApi<unknown[]>(page, 'GET', `/api/v2beta/updates/devices/${uuid}`),
          ).toEqual([]);
      } finally {
        await callApi(page, 'DELETE', `/api/v2beta/fleets/${fleetId}`);
      }
    });
  });

  test('the guest of a shared repository sees the rollouts and their actions not permitted', async ({
    page,
  }) => {
    await signInAt(page, '/', 'guest@example.com');
    await enterSharedRepository(page, 'Pilot site');
    await page.getByRole('link', { name: 'Rollouts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rollouts' })).toBeVisible();
    const create = page.getByRole('link', { name: 'Create rollout' });
    await expect(create).toHaveAttribute('data-not-permitted', '');
    await create.hover();
    await expect(page.getByRole('tooltip')).toHaveText(NOT_PERMITTED);

    // A rollout under way offers Pause and Abort: shown, not permitted.
    const table = page.getByRole('table', { name: 'Rollouts' });
    const running = table
      .getByRole('row')
      .filter({ hasText: /Running|Waiting for approval/ })
      .first();
    await running.getByRole('link').click();
    await expect(page).toHaveURL(/\/rollouts\/[0-9a-f-]{36}$/);
    const abort = page.getByRole('button', { name: 'Abort' });
    await expect(abort).toBeDisabled();
    await expect(abort).toHaveAttribute('data-not-permitted', '');
    await abort.hover();
    await expect(page.getByRole('tooltip')).toHaveText(NOT_PERMITTED);
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'data-not-permitted',
      '',
    );
    await expect(phase(page, 0)).toBeVisible();
    await expectAccessible(page);

    await page.goto('/rollouts/create');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/errors/unauthorized');
  });
});
