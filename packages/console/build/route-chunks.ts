// Fewer, larger chunks on the way to the first screens. Left to itself, rolldown writes one
// chunk per set of routes that share a module, so a reload of /devices asked for ≈ 50 small
// scripts and ≈ 17 style sheets, queued on HTTP/1.1's six connections to the origin, in two
// waves (the screen's chunks only once the start had run). Here:
// - 'start': what main.tsx imports statically (rolldown's `$initial` modules), taken first
//   so that the group below leaves it where it is: the first load stays as it was;
// - 'shell': the console's start, the main layout (every signed-in screen loads both) and the
//   device list (the screen most visits open, and the one a cold load is timed on: it comes
//   with the start instead of after it), with every module they import.
//   With them, the small parts that most screens share and the dashboard shows at once (the
//   alert, a failure's text, the link to a fleet): alone, each was a chunk (and a style sheet)
//   of a few hundred bytes that compresses badly, asked for after the start (−1.1 KB gzip
//   until the dashboard shows, three scripts and a style sheet fewer; +0.2 KB on /devices).
// A group takes its modules' imports with it (rolldown's includeDependenciesRecursively),
// only what the groups before it left. Other screens keep rolldown's own splitting. The
// dashboard, which shares most of the device list's modules (table, filters, dialogs),
// downloads less than before: larger chunks compress better. Each module is in one chunk,
// and so is its CSS.
import type { Rolldown } from 'vite';

/** The groups after the start's, by the modules they start from (under src/). */
export const ROUTE_CHUNKS = [
  {
    name: 'shell',
    modules: [
      'app/start-console.tsx',
      'shell/MainLayout.tsx',
      'screens/devices/DeviceListScreen.tsx',
      'screens/devices/device-list-start.ts',
      'screens/fleets/FleetLink.tsx',
      'screens/parts/Alert.tsx',
      'screens/parts/error-text.ts',
    ],
  },
] as const;

const isModuleOf = (modules: readonly string[]) => (id: string) => {
  const file = id.replaceAll('\\', '/');
  return modules.some((module) => file.endsWith(`/src/${module}`));
};

/**
 * rolldown's code splitting groups for the start's routes, below `priority` (the libraries'
 * groups take theirs first); `isLibrary` tells the modules those groups take.
 */
export function routeChunkGroups(
  priority: number,
  isLibrary: (id: string) => boolean,
): Rolldown.CodeSplittingGroup[] {
  return [
    {
      name: 'start',
      tags: ['$initial'],
      priority: priority - 1,
      test: (id) => !isLibrary(id),
    },
    ...ROUTE_CHUNKS.map(({ name, modules }, index) => ({
      name,
      priority: priority - 2 - index,
      test: isModuleOf(modules),
    })),
  ];
}
