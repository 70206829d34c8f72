// Issue 14: one rollout's live per-phase progress, as a React widget and as
// <fleet-rollout-progress> (DESIGN "Custom elements").
import './define.js';
import type { components } from '@fleet/sdk';
import { FleetProvider } from '../../connection/FleetProvider.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { inShadow, listenOnDocument, mountElement, partOf } from '../../testing/element.js';
import { errorAnswer, fakeApi, type FakeApi } from '../../testing/fake-api.js';
import { fakeLiveChannel } from '../../testing/fake-live-channel.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { RolloutProgress, type RolloutStateChanged } from './RolloutProgress.js';

type Rollout = components['schemas']['Rollout'];
type Counts = components['schemas']['RolloutPhaseCounts'];

const ROLLOUT_ID = '3f1d2c4b-5a69-4788-9abc-def012345678';

const counts = (change: Partial<Counts> = {}): Counts => ({
  targeted: 0,
  waiting: 0,
  pending: 0,
  inProgress: 0,
  succeeded: 0,
  failed: 0,
  notAffected: 0,
  notAffectedReasons: {},
  cancelled: 0,
  ...change,
});

/** 30 devices in 3 phases of 10: the first running with 4 done, the rest waiting. */
function rollout(change: Partial<Rollout> = {}): Rollout {
  const phase = (index: number, phaseCounts: Counts, state: 'waiting' | 'running' = 'waiting') => ({
    index,
    size: { percent: index === 2 ? 100 : 34 },
    failureThresholdPercent: 20,
    state,
    counts: phaseCounts,
  });
  return {
    id: ROLLOUT_ID,
    name: 'Gateway OS 7.1',
    packageIds: ['gateway-os-7.1.0'],
    target: { fleets: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] },
    phases: [
      phase(
        0,
        counts({ targeted: 10, pending: 4, inProgress: 2, succeeded: 3, failed: 1 }),
        'running',
      ),
      phase(1, counts({ targeted: 10, waiting: 10 })),
      phase(2, counts({ targeted: 10, waiting: 10 })),
    ],
    seed: 7,
    state: 'running',
    currentPhase: 0,
    targetedDevices: 30,
    createdAt: '2026-11-20T09:00:00Z',
    updatedAt: '2026-11-20T09:05:00Z',
    ...change,
  };
}

function rolloutApi(answer: Rollout = rollout()): FakeApi {
  return fakeApi({
    'GET /api/v2beta/rollouts/{rolloutId}': { status: 200, body: answer },
  });
}

/** Each phase's counts in words, as a reader gets them: [term, value] pairs. */
const phaseCounts = (root: ParentNode, index: number) =>
  [
    ...root.querySelectorAll(`[part~="phase"][data-phase="${index}"] [part~="phase-counts"] > div`),
  ].map((pair) => [
    pair.querySelector('dt')!.textContent!.trim(),
    pair.querySelector('dd')!.textContent,
  ]);

describe('RolloutProgress (issue 14)', () => {
  it('shows the rollout, its state and each phase with its counts and bar', async () => {
    const api = rolloutApi();
    const { container } = await render(
      <FleetProvider sdk={api.sdk}>
        <RolloutProgress rolloutId={ROLLOUT_ID} />
      </FleetProvider>,
    );
    await waitFor(() => container.querySelectorAll('[part~="phase"]').length === 3, {
      what: 'three phases',
    });
    assertEqual(
      api.sent('GET /api/v2beta/rollouts/{rolloutId}')[0]?.path,
      `/api/v2beta/rollouts/${ROLLOUT_ID}`,
      'read',
    );
    assertEqual(container.querySelector('[part~="name"]')?.textContent, 'Gateway OS 7.1', 'name');
    assertEqual(container.querySelector('[part~="state"]')?.textContent, 'Running', 'state');
    assertDeepEqual(
      phaseCounts(container, 0),
      [
        ['Targeted', '10'],
        ['Succeeded', '3'],
        ['Failed', '1'],
        ['In progress', '2'],
        ['Pending', '4'],
        ['Waiting', '0'],
        ['Not affected', '0'],
        ['Cancelled', '0'],
      ],
      'first phase in words',
    );
    // A phase not started: its devices are chosen and wait, none assigned yet.
    assertDeepEqual(
      phaseCounts(container, 1).filter(([, value]) => value !== '0'),
      [
        ['Targeted', '10'],
        ['Waiting', '10'],
      ],
      'second phase waits',
    );
    assertEqual(
      container.querySelectorAll('[data-phase="1"] [part~="phase-bar"] > span').length,
      1,
      'one waiting segment',
    );
    const first = container.querySelector('[part~="phase"][data-phase="0"]')!;
    assertEqual(
      first.querySelector('[part~="phase-finished"]')?.textContent,
      '4 of 10 finished',
      'finished',
    );
    assert(first.textContent!.includes('Phase 1'), 'numbered from 1');
    assert(first.textContent!.includes('34% of the remaining devices'), 'size');
    const widths = [...first.querySelectorAll<HTMLElement>('[part~="phase-bar"] > span')].map(
      (segment) => segment.style.inlineSize,
    );
    assertDeepEqual(widths, ['30%', '10%', '20%', '40%'], 'bar segments by share');
    assertEqual(container.querySelector('[part~="reason"]'), null, 'no reason while running');
  });

  it('moves with the live channel and reports the abort with its reason once', async () => {
    const api = rolloutApi();
    const live = fakeLiveChannel();
    const changes: RolloutStateChanged[] = [];
    const { container } = await render(
      <FleetProvider sdk={api.sdk} live={live}>
        <RolloutProgress rolloutId={ROLLOUT_ID} onStateChanged={(detail) => changes.push(detail)} />
      </FleetProvider>,
    );
    await waitFor(() => changes.length === 1, { what: 'first state reported' });
    assertDeepEqual(changes[0], { rolloutId: ROLLOUT_ID, state: 'running' }, 'running');
    const aborted = rollout({
      state: 'aborted',
      abortReason: {
        code: 'failureThreshold',
        message: 'Phase 1: 4 of 10 finished devices failed (40%), above the threshold of 20%.',
        phase: 0,
      },
    });
    aborted.phases[0]!.counts = counts({ targeted: 10, succeeded: 6, failed: 4 });
    aborted.phases[0]!.state = 'finished';
    aborted.phases[1]!.state = 'skipped';
    aborted.phases[2]!.state = 'skipped';
    live.send({ type: 'RolloutStateChanged', rollout: aborted });
    await waitFor(() => container.querySelector('[part~="state"]')?.textContent === 'Aborted', {
      what: 'aborted without a reload',
    });
    assertEqual(
      container.querySelector('[part~="reason"]')?.textContent,
      'Aborted: Phase 1: 4 of 10 finished devices failed (40%), above the threshold of 20%.',
      'reason',
    );
    assertDeepEqual(
      phaseCounts(container, 0).slice(0, 3),
      [
        ['Targeted', '10'],
        ['Succeeded', '6'],
        ['Failed', '4'],
      ],
      'counts',
    );
    assert(
      container.querySelector('[data-phase="1"]')!.textContent!.includes('Skipped'),
      'skipped',
    );
    assertEqual(api.sent('GET /api/v2beta/rollouts/{rolloutId}').length, 1, 'no refetch');
    live.send({ type: 'RolloutProgress', rollout: aborted });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assertDeepEqual(
      changes.map((change) => change.state),
      ['running', 'aborted'],
      'each state once',
    );
    assertEqual(changes[1]?.reason, aborted.abortReason!.message, 'reason reported');
  });

  it('says when the rollout cannot be loaded, and retries', async () => {
    const api = rolloutApi();
    api.route(
      'GET /api/v2beta/rollouts/{rolloutId}',
      errorAnswer(500, 'The rollout service is down.', 'internal_error'),
    );
    const { container } = await render(
      <FleetProvider sdk={api.sdk}>
        <RolloutProgress rolloutId={ROLLOUT_ID} />
      </FleetProvider>,
    );
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), {
      what: 'failure',
    });
    assertEqual(
      alert.textContent,
      'The rollout could not be loaded: The rollout service is down.',
      'message',
    );
    api.route('GET /api/v2beta/rollouts/{rolloutId}', { status: 200, body: rollout() });
    await user.click(container.querySelector('[part~="retry"]')!);
    await waitFor(() => container.querySelectorAll('[part~="phase"]').length === 3, {
      what: 'phases after retry',
    });
  });
});

describe('<fleet-rollout-progress> (DESIGN: custom elements)', () => {
  type ProgressElement = HTMLElement & { client?: unknown; live?: unknown };
  const mount = (html: string, api = rolloutApi()) =>
    mountElement<ProgressElement>(html, (element) => {
      element.client = api.sdk;
      element.live = null;
    });

  it('shows the rollout of rollout-id in its shadow root and reports its state', async () => {
    const heard = listenOnDocument<RolloutStateChanged>('fleet-rollout-state-changed');
    const element = mount(
      `<fleet-rollout-progress rollout-id="${ROLLOUT_ID}"></fleet-rollout-progress>`,
    );
    assert(element.shadowRoot, 'open shadow root');
    await inShadow(element, '[part~="phase"][data-phase="2"]');
    assertEqual((await partOf(element, 'state')).textContent, 'Running', 'state part');
    await waitFor(() => heard.length === 1, { what: 'state event' });
    assertEqual(heard[0]!.target, element, 'from the element');
    assert(heard[0]!.bubbles && heard[0]!.composed, 'bubbles, composed');
    assertDeepEqual(heard[0]!.detail, { rolloutId: ROLLOUT_ID, state: 'running' }, 'detail');
    assertEqual(
      element.shadowRoot.querySelector('[part~="show-devices"]'),
      null,
      'no phase buttons',
    );
  });

  it('with selectable-phases, a phase button reaches the document as fleet-phase-selected', async () => {
    const heard = listenOnDocument<{ rolloutId: string; phase: number }>('fleet-phase-selected');
    const element = mount(
      `<fleet-rollout-progress rollout-id="${ROLLOUT_ID}" selectable-phases hide-heading></fleet-rollout-progress>`,
    );
    await inShadow(element, '[part~="phase"][data-phase="2"]');
    assertEqual(element.shadowRoot!.querySelector('[part~="name"]'), null, 'heading hidden');
    const buttons =
      element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="show-devices"]');
    assertEqual(buttons[1]?.textContent, 'Devices of phase 2', 'labelled by phase');
    await user.click(buttons[1]!);
    await waitFor(() => heard.length === 1, { what: 'phase event' });
    assertDeepEqual(heard[0]!.detail, { rolloutId: ROLLOUT_ID, phase: 1 }, 'phase from 0');
  });
});
