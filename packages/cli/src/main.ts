// The `fleet` executable.
import { nodeIo } from './node-io';
import { runFleet } from './program';

const exitCode = await runFleet(process.argv.slice(2), nodeIo());
// Once stdout has taken everything (a pipe is written asynchronously), end: a socket or timer
// a failed call left behind must not keep the process alive.
process.stdout.write('', () => process.exit(exitCode));
