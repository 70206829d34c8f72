import { expect, test, type Page } from './csp-guard';
import { callApi, enterSharedRepository, expectAccessible, signInAt } from './support';
import { pickPhases, type PhaseSize } from '../../sdk/src/domain';
import { flakyFleet, FLAKY_PACKAGE_ID, idleOnlineDevices } from './flaky-fleet';

// Issue 14 rollouts in the console. The abort journey runs against the live sandbox (its device
// simulator carries out the installs in real time, over more devices than the other sandboxes:
// E2E_CONSOLE_LIVE_DEVICES), so the rollout page must follow the phase by the live channel,
// never by a reload. The guest journey reads the journeys sandbox's demo
// rollouts. Each journey removes the fleet it made; rollouts have no delete (an aborted one
// stays, as in production).

const LIVE_ORIGIN = `http://127.0.0.1:${process.env.E2E_CONSOLE_LIVE_PORT ?? 8284}`;
const NOT_PERMITTED = 'You do not have permission to perform this action';

/** Three devices, three more, then the rest (of 9: three phases of 3). */
const SIZES: PhaseSize[] = [{ count: 3 }, { count: 3 }, { percent: 100 }];
const SEEDS = Array.from({ length: 1000 }, (_, seed) => seed);

interface ApiRollout {
  id: string;
  state: string;
  phases: { index: number; counts: Record<string, number> }[];
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
const countOf = async (page: Page, index: number, outcome: string) =>
  Number(await phaseCount(page, index, outcome).textContent());

test.describe('Issue 14 rollouts', () => {
  test.describe('live', () => {
    test.use({ baseURL: LIVE_ORIGIN });

    test('a 3-phase rollout with a 20% threshold over a fleet failing on a third aborts after its first phase, live, and assigns nothing more', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signInAt(page, '/');
      // 9 devices that can take the canary, 3 of which fail it (a third).
      const fleet = await flakyFleet(page, 3);
      // The seed makes phase 1 a third failing too: one failing and two passing devices, all
      // online, so the simulator carries the phase out. Once the failing one failed, 1 of the 3
      // that took the update is above 20% whatever the others do: the rollout aborts.
      const seed = SEEDS.find((s) => {
        const [first] = pickPhases(fleet.devices, s, SIZES);
        return (
          first!.filter((uuid) => fleet.failing.includes(uuid)).length === 1 &&
          first!.every((uuid) => fleet.online.includes(uuid))
        );
      })!;
      const [first, ...later] = pickPhases(fleet.devices, seed, SIZES);
      expect(later.flat()).toHaveLength(6);
      const name = `rollout-abort-${Date.now().toString(36)}`;
      const fleetId = await callApi<string>(page, 'POST', '/api/v2beta/fleets', { name });
      try {
        await callApi(page, 'POST', `/api/v2beta/fleets/${fleetId}/devices`, fleet.devices);
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
        await expect(phaseCount(page, 0, 'targeted')).toHaveText('3', { timeout: 30_000 });
        for (const index of [1, 2]) {
          await expect(phaseCount(page, index, 'targeted')).toHaveText('3');
          await expect(phaseCount(page, index, 'waiting')).toHaveText('3');
        }
        await expect(fact(page, 'State')).toHaveText('Aborted', { timeout: 180_000 });
        await expect(page.locator('[data-abort-reason]')).toHaveText(
          'Aborted: Phase 1: 1 of the 3 devices that took the update failed, more than the 20% its threshold allows.',
        );
        // Phase 1 at the abort: its one failure; the two others took the update (installing,
        // done, or cancelled before they fetched it); none waits.
        await expect(phaseCount(page, 0, 'failed')).toHaveText('1');
        await expect(phaseCount(page, 0, 'waiting')).toHaveText('0');
        let tookOthers = 0;
        for (const outcome of ['pending', 'inProgress', 'succeeded', 'cancelled'])
          tookOthers += await countOf(page, 0, outcome);
        expect(tookOthers).toBe(2);
        // The later phases never started: their devices wait for good, none assigned anything.
        for (const index of [1, 2]) {
          await expect(phase(page, index)).toHaveAttribute('data-state', 'skipped');
          await expect(phaseCount(page, index, 'waiting')).toHaveText('3');
          for (const outcome of ['pending', 'inProgress', 'succeeded', 'failed', 'cancelled'])
            await expect(phaseCount(page, index, outcome)).toHaveText('0');
        }
        await expect(page.getByRole('button', { name: 'Abort' })).toHaveCount(0);
        // The devices of phase 2, listed: each waiting.
        await phase(page, 1).getByRole('button', { name: 'Devices of phase 2' }).click();
        const listed = page.getByRole('table', { name: 'Devices of phase 2' });
        await expect(listed.getByRole('row').filter({ hasText: 'Waiting' })).toHaveCount(3);
        await expectAccessible(page);

        // What the server says: the devices phase 1 left out have no update assigned.
        const rollout = await callApi<ApiRollout>(
          page,
          'GET',
          `/api/v2beta/rollouts/${created.id}`,
        );
        expect(rollout.state).toBe('aborted');
        // Devices mid-install finish after the abort, and the page follows them there, live
        // (no reload): phase 1 settles at 1 failed, 2 succeeded or cancelled, as the server says.
        const unsettledOnScreen = async () =>
          (await countOf(page, 0, 'pending')) + (await countOf(page, 0, 'inProgress'));
        await expect.poll(unsettledOnScreen, { timeout: 120_000 }).toBe(0);
        const settled = (
          await callApi<ApiRollout>(page, 'GET', `/api/v2beta/rollouts/${created.id}`)
        ).phases[0]!.counts;
        for (const outcome of [
          'waiting',
          'pending',
          'inProgress',
          'succeeded',
          'failed',
          'cancelled',
        ])
          await expect(phaseCount(page, 0, outcome)).toHaveText(String(settled[outcome]));
        expect(settled.failed).toBe(1);
        expect(settled.succeeded! + settled.cancelled!).toBe(2);
        for (const uuid of later.flat())
          expect(
            await callApi<unknown[]>(page, 'GET', `/api/v2beta/updates/devices/${uuid}`),
          ).toEqual([]);
        for (const [index, devices] of later.entries()) {
          const waiting = await callApi<{ values: { deviceUuid: string }[] }>(
            page,
            'GET',
            `/api/v2beta/rollouts/${created.id}/phases/${index + 1}/devices?outcome=waiting`,
          );
          expect(waiting.values.map((d) => d.deviceUuid).sort()).toEqual([...devices].sort());
        }
        expect(first).toHaveLength(3);
      } finally {
        await callApi(page, 'DELETE', `/api/v2beta/fleets/${fleetId}`);
      }
    });
  });

  test.describe('created in the console', () => {
    test.use({ baseURL: LIVE_ORIGIN });

    test('a rollout created by clicking through the creation flow starts and shows its first phase live', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signInAt(page, '/');
      const devices = await idleOnlineDevices(page, 3);
      const name = `rollout-made-${Date.now().toString(36)}`;
      const fleetId = await callApi<string>(page, 'POST', '/api/v2beta/fleets', { name });
      let rolloutId: string | undefined;
      try {
        await callApi(page, 'POST', `/api/v2beta/fleets/${fleetId}/devices`, devices);
        await page.goto('/rollouts');
        await page.getByRole('link', { name: 'Create rollout' }).click();
        await expect(page).toHaveURL(/\/rollouts\/create$/);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Create a rollout' }),
        ).toBeVisible();

        // Reached from the fleet's update screen, the flow starts with that fleet as the target,
        // with how many devices it holds now.
        await page.goto(`/fleets/${fleetId}/update`);
        await page.getByRole('link', { name: 'Update as a rollout' }).click();
        await expect(page).toHaveURL(/\/rollouts\/create\?fleet=/);
        await expect(page.getByRole('list', { name: 'Chosen fleets' })).toContainText(name);
        await expect(page.locator('[data-matching-devices]')).toHaveAttribute(
          'data-matching-devices',
          String(devices.length),
        );
        await page.getByRole('textbox', { name: 'Rollout name' }).fill(name);

        // Packages, with the hardware each is for.
        await page.getByRole('combobox', { name: 'Add a package version' }).fill('sensor-gateway');
        await page
          .getByRole('option', { name: /sensor-gateway/ })
          .first()
          .click();
        const packages = page.getByRole('list', { name: 'Package versions to install' });
        await expect(packages).toContainText('sensor-gateway');
        await expect(packages).toContainText('For ');

        // Phases: one device at once, then the rest after an approval.
        const phaseOne = page.locator('[data-phase-draft="0"]');
        await phaseOne.getByLabel('Size in').selectOption('count');
        await phaseOne.getByLabel('Size', { exact: true }).fill('1');
        await phaseOne.getByLabel('Then').selectOption('approval');
        await page.getByRole('button', { name: 'Remove phase 2' }).click();
        await page
          .getByRole('textbox', { name: 'Abort when more than this % of a phase fails' })
          .fill('50');

        // A maintenance window: its next opening shows; made open all week, it is open now.
        await page.getByLabel('Start devices only within a maintenance window').check();
        await expect(page.locator('[data-next-opening]')).toContainText(
          /Next opening: |The window is open now\./,
        );
        const weekdays = page.getByRole('group', { name: 'Weekdays' }).getByRole('checkbox');
        for (const day of await weekdays.all()) await day.check();
        await page.getByRole('textbox', { name: 'From', exact: true }).fill('00:00');
        await page.getByRole('textbox', { name: 'Until', exact: true }).fill('00:00');
        await expect(page.locator('[data-next-opening]')).toHaveText('The window is open now.');

        await page.getByRole('button', { name: 'Review' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Review the rollout' }),
        ).toBeVisible();
        await expect(page.getByText(name).first()).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Create rollout' }).click();

        await expect(page).toHaveURL(/\/rollouts\/[0-9a-f-]{36}$/);
        rolloutId = new URL(page.url()).pathname.split('/').at(-1);
        await expect(fact(page, 'State')).toHaveText('Draft');
        await page.getByRole('button', { name: 'Start' }).click();
        // Live: phase 1 takes its one device and the simulator carries it out.
        await expect(phaseCount(page, 0, 'targeted')).toHaveText('1', { timeout: 30_000 });
        await expect(phaseCount(page, 1, 'waiting')).toHaveText(String(devices.length - 1));
        await expect(phase(page, 0).locator('[part~="phase-finished"]')).toHaveText(
          '1 of 1 finished',
          { timeout: 120_000 },
        );
        await expect(fact(page, 'State')).toHaveText(/Waiting for approval|Aborted/);
      } finally {
        if (rolloutId)
          await callApi(page, 'POST', `/api/v2beta/rollouts/${rolloutId}/abort`, {}).catch(
            () => undefined,
          );
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
