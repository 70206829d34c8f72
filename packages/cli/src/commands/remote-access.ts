// `fleet remote-access …`: SSH sessions to devices, the public keys they accept, and the
// addresses allowed to connect (the accept-list).
import type { Command } from 'commander';
import type { Cli } from '../cli';
import { deviceUuidOf } from '../refs';

export function registerRemoteAccessCommands(program: Command, cli: Cli): void {
  const remote = program.command('remote-access').description('SSH sessions to devices');

  remote
    .command('sessions')
    .description('the open remote sessions')
    .action(async () => {
      const { fleet } = cli.connection();
      await cli.out.list(await fleet.remoteAccess.listRemoteSessions(), [
        { header: 'Device', value: (s) => s.deviceId },
        { header: 'Port', value: (s) => s.session.ssh.ReversePort },
        { header: 'Server', value: (s) => s.session.ssh.RaServerUrl },
        { header: 'Expires', value: (s) => s.session.ssh.ExpiresAt },
      ]);
    });

  remote
    .command('open <device>')
    .description('open a session to a device for these public keys')
    .requiredOption('-k, --key <public-key...>', 'SSH public keys that may connect')
    .option('--duration <duration>', 'how long it stays open, e.g. 1h', '1h')
    .action(async (ref: string, options: { key: string[]; duration: string }) => {
      const { fleet } = cli.connection();
      const uuid = await deviceUuidOf(fleet, ref);
      await fleet.remoteAccess.createRemoteSession(uuid, {
        PublicKeys: options.key,
        SessionDuration: options.duration,
      });
      const session = await fleet.remoteAccess.getRemoteSession(uuid);
      cli.out.done(
        session
          ? `Session to ${ref} open until ${session.ssh.ExpiresAt}: ssh -p ${session.ssh.ReversePort} to ${session.ssh.RaServerUrl}.`
          : `Session to ${ref} requested.`,
        { deviceUuid: uuid, session },
      );
    });

  remote
    .command('close <device>')
    .description("close a device's session")
    .action(async (ref: string) => {
      const { fleet } = cli.connection();
      const uuid = await deviceUuidOf(fleet, ref);
      await fleet.remoteAccess.deleteRemoteSession(uuid);
      cli.out.done(`Closed the session to ${ref}.`, { deviceUuid: uuid, closed: true });
    });

  const keys = remote.command('keys').description('the public keys kept for sessions');
  keys
    .command('list')
    .description('every kept public key')
    .action(async () => {
      const { fleet } = cli.connection();
      const kept = await fleet.remoteAccess.listRemoteAccessPublicKeys();
      await cli.out.list(
        Object.entries(kept).map(([keyId, key]) => ({ keyId, ...key })),
        [
          { header: 'Key id', value: (k) => k.keyId },
          { header: 'Public key', value: (k) => k.pubkey },
        ],
      );
    });
  keys
    .command('add <public-key>')
    .description('keep a public key')
    .action(async (pubkey: string) => {
      const { fleet } = cli.connection();
      await fleet.remoteAccess.addRemoteAccessPublicKey({ pubkey });
      cli.out.done('Kept the public key.', { pubkey });
    });
  keys
    .command('delete <key-id>')
    .description('forget a public key')
    .action(async (keyId: string) => {
      const { fleet } = cli.connection();
      await fleet.remoteAccess.deleteRemoteAccessPublicKey(keyId);
      cli.out.done(`Deleted key ${keyId}.`, { keyId, deleted: true });
    });

  const accepted = remote.command('accept-list').description('addresses allowed to connect');
  accepted
    .command('list')
    .description('every accepted address')
    .action(async () => {
      const { fleet } = cli.connection();
      const ips = await fleet.remoteAccess.listAcceptedIps();
      await cli.out.list(
        ips.map((ip) => ({ ip })),
        [{ header: 'Address', value: (entry) => entry.ip }],
      );
    });
  for (const [name, verb] of [
    ['add', 'Accepted'],
    ['remove', 'Removed'],
  ] as const)
    accepted
      .command(`${name} <address>`)
      .description(
        name === 'add' ? 'accept an address (or CIDR range)' : 'stop accepting an address',
      )
      .action(async (ip: string) => {
        const { fleet } = cli.connection();
        if (name === 'add') await fleet.remoteAccess.addAcceptedIp(ip);
        else await fleet.remoteAccess.removeAcceptedIp(ip);
        cli.out.done(`${verb} ${ip}.`, { ip, accepted: name === 'add' });
      });
}
