// Signing in and out: `fleet login` (an API client's credentials, or the browser), `logout`,
// `whoami`, and the saved profiles.
import { clientCredentialsAuth, decodeJwtPayload } from '@fleet/sdk';
import type { Command } from 'commander';
import type { Cli } from '../cli';
import { defaultIssuer, trimUrl } from '../connect';
import { usageError } from '../exit-codes';
import { DEFAULT_OIDC_CLIENT, signInWithBrowser } from '../browser-login';
import { signedInAs, type Profile, type ProfileCredentials } from '../profiles';

export const DEFAULT_URL = 'http://127.0.0.1:8080';

interface LoginOptions {
  url?: string;
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  oidcClient: string;
}

export function registerAuthCommands(program: Command, cli: Cli): void {
  program
    .command('login')
    .description(
      'sign in and save the profile: in the browser, or as an API client (--client-id and --client-secret, or FLEET_CLIENT_ID and FLEET_CLIENT_SECRET)',
    )
    .option('--url <url>', `the server (FLEET_URL; default ${DEFAULT_URL})`)
    .option('--issuer <url>', "the identity provider's issuer (FLEET_ISSUER; default <url>/idp)")
    .option('--client-id <id>', "the API client's id (FLEET_CLIENT_ID)")
    .option('--client-secret <secret>', "the API client's secret (FLEET_CLIENT_SECRET)")
    .option('--oidc-client <id>', 'the public client a browser sign-in uses', DEFAULT_OIDC_CLIENT)
    .action(async (options: LoginOptions) => {
      const { env } = cli.io;
      const name = cli.profileName;
      const known = cli.profiles().profiles[name];
      const url = trimUrl(options.url ?? env.FLEET_URL ?? known?.url ?? DEFAULT_URL);
      const issuer = trimUrl(options.issuer ?? env.FLEET_ISSUER ?? defaultIssuer(url));
      const clientId = options.clientId ?? env.FLEET_CLIENT_ID;
      const clientSecret = options.clientSecret ?? env.FLEET_CLIENT_SECRET;
      if (Boolean(clientId) !== Boolean(clientSecret))
        throw usageError(
          'Give both --client-id and --client-secret, or neither to use the browser.',
        );
      let credentials: ProfileCredentials;
      if (clientId && clientSecret) {
        // Only credentials the provider accepts are saved.
        await clientCredentialsAuth({ issuer, clientId, clientSecret }).getToken();
        credentials = { kind: 'client', clientId, clientSecret };
      } else {
        credentials = await signInWithBrowser(cli.io, issuer, options.oidcClient);
      }
      const profile: Profile = {
        url,
        issuer,
        credentials,
        ...(known?.url === url && known.repository && { repository: known.repository }),
      };
      const file = cli.profiles();
      cli.saveProfiles({
        ...file,
        current: file.current ?? name,
        profiles: { ...file.profiles, [name]: profile },
      });
      const who = signedInAs(credentials);
      cli.out.done(`Signed in to ${url} as ${who} (profile "${name}").`, {
        profile: name,
        url,
        signedInAs: who,
      });
    });

  program
    .command('logout')
    .description('forget the profile and its credentials')
    .action(() => {
      const name = cli.profileName;
      const file = cli.profiles();
      const { [name]: removed, ...profiles } = file.profiles;
      if (!removed) {
        cli.out.done(`Profile "${name}" was not signed in.`, { profile: name, removed: false });
        return;
      }
      const current = file.current === name ? undefined : file.current;
      cli.saveProfiles({ ...(current && { current }), profiles });
      cli.out.done(`Signed out of ${removed.url} (profile "${name}").`, {
        profile: name,
        removed: true,
      });
    });

  program
    .command('whoami')
    .description('who the profile signs in as, where, and in which repository')
    .action(async () => {
      const profile = cli.profile();
      const { tokens } = cli.connection();
      const claims = decodeJwtPayload(await tokens.getToken('host'));
      const identity = signedInAs(profile.credentials, claims?.email);
      const expires = claims?.exp ? new Date(claims.exp * 1000).toISOString() : undefined;
      const who = {
        profile: cli.profileName,
        url: profile.url,
        signedInAs: identity,
        repository: profile.repository ?? 'personal',
        tokenExpiresAt: expires,
      };
      cli.out.item(who, [
        { header: 'Profile', value: (w) => w.profile },
        { header: 'Server', value: (w) => w.url },
        { header: 'Signed in as', value: (w) => w.signedInAs },
        { header: 'Repository', value: (w) => w.repository },
        { header: 'Token expires', value: (w) => w.tokenExpiresAt },
      ]);
    });

  const profiles = program.command('profiles').description('the saved profiles');
  profiles
    .command('list', { isDefault: true })
    .description('every saved profile; * marks the current one')
    .action(async () => {
      const file = cli.profiles();
      const rows = Object.entries(file.profiles).map(([name, profile]) => ({
        name,
        current: name === file.current,
        url: profile.url,
        signedInAs: signedInAs(profile.credentials),
        repository: profile.repository ?? 'personal',
      }));
      await cli.out.list(rows, [
        { header: '', value: (row) => (row.current ? '*' : '') },
        { header: 'Profile', value: (row) => row.name },
        { header: 'Server', value: (row) => row.url },
        { header: 'Signed in as', value: (row) => row.signedInAs },
        { header: 'Repository', value: (row) => row.repository },
      ]);
    });
  profiles
    .command('use <name>')
    .description('make a saved profile the current one')
    .action((name: string) => {
      const file = cli.profiles();
      if (!file.profiles[name])
        throw usageError(`No profile "${name}": run \`fleet login --profile ${name}\`.`);
      cli.saveProfiles({ ...file, current: name });
      cli.out.done(`Using profile "${name}".`, { profile: name });
    });
}
