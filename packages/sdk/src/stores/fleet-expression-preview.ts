// The live preview of a dynamic fleet being defined: the devices its expression matches (the
// first page, and how many in all), loaded 500 ms after the expression last changed (SPEC §9's
// fleet search debounce), so typing sends one call. An expression the server refuses leaves
// its reason in `error` (the API's 400 message), and no devices.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { FLEETS_SEARCH_DEBOUNCE_MS } from '../domain/constants';
import type { FleetSdk } from '../fleet';
import type { DevicePage } from '../resources/devices';
import { asyncState } from './support/async-state';
import { debounce } from './support/debounce';
import { consoleLogger, type Logger } from './support/logger';
import { realScheduler, type Scheduler } from './support/scheduler';

export interface FleetExpressionPreviewDeps {
  sdk: Pick<FleetSdk, 'fleets'>;
  scheduler?: Scheduler;
  /** How many matching devices to show. Default 10. */
  limit?: number;
  logger?: Logger;
}

export type FleetExpressionPreviewStore = ReturnType<typeof createFleetExpressionPreviewStore>;

export function createFleetExpressionPreviewStore(deps: FleetExpressionPreviewDeps) {
  const { fleets } = deps.sdk;
  const scheduler = deps.scheduler ?? realScheduler;
  const logger = deps.logger ?? consoleLogger;
  const limit = deps.limit ?? 10;
  const expression = signal('');
  const page = asyncState<DevicePage>();
  /** The expression the shown page (or error) is for. */
  const shownFor = signal<string | undefined>(undefined);

  const load = () => {
    const wanted = expression.peek().trim();
    if (wanted === '') {
      page.abort();
      page.set(undefined);
      shownFor.value = undefined;
      return;
    }
    page
      .run((abort) => fleets.listExpressionDevices(wanted, { limit }, { signal: abort }))
      .then(
        () => (shownFor.value = wanted),
        (error: unknown) => {
          shownFor.value = wanted;
          page.set(undefined);
          logger.warn('The fleet expression preview could not be loaded.', error);
        },
      );
  };
  const later = debounce(load, FLEETS_SEARCH_DEBOUNCE_MS, scheduler);

  return {
    /** The expression previewed (trimmed). */
    expression: expression as ReadonlySignal<string>,
    /** The first matching devices; undefined before a load or after a refusal. */
    devices: computed(() => page.data.value?.values),
    /** How many devices match in all. */
    total: computed(() => page.data.value?.total),
    /** Loading, or waiting for the typing to stop. */
    loading: computed(() => {
      const wanted = expression.value.trim();
      return wanted !== '' && (page.loading.value || shownFor.value !== wanted);
    }),
    /** Why the preview failed (e.g. the server's reason the expression does not parse). */
    error: page.error,

    /** A new expression: previewed once it has not changed for 500 ms. */
    setExpression(next: string): void {
      if (next === expression.peek()) return;
      expression.value = next;
      later();
    },
    /** Previews the current expression now. */
    flush(): void {
      later.flush();
    },
    dispose(): void {
      later.cancel();
      page.abort();
    },
  };
}
