// SPEC §4 banners and notifications against a running sandbox: the sandbox's /banners.yaml,
// shown by date window and user type (from the session of the signed-in demo account), the
// 'notification' banner in the notification list, and a dismissal a fresh store remembers.
import {
  connectFleet,
  createBannersStore,
  createNotificationsStore,
  createSession,
  createUserOptionsStore,
  memoryStorage,
  staticTokenAuth,
  type BannersStore,
  type UserOptionsStore,
} from '@fleet/sdk';
import { signIn, startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let sandbox: Sandbox;
const disposables: { dispose(): void }[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  disposables.forEach((d) => d.dispose());
  await sandbox?.close();
});

/** A signed-in page: its session, user options, notifications and banners. */
async function pageOf(email: string) {
  const result = await signIn(sandbox.url, email, 'demo');
  if (!result.ok) throw new Error(`sign-in failed for ${email}: ${result.page.slice(0, 200)}`);
  const logger = { warn: vi.fn() };
  const { fleet, tokens } = connectFleet({
    baseUrl: sandbox.url,
    auth: staticTokenAuth(result.tokens.access_token),
    logger,
  });
  const session = createSession({
    fleet,
    tokens,
    storage: memoryStorage(),
    reload: () => undefined,
    logger,
  });
  await session.start();
  const userOptions: UserOptionsStore = createUserOptionsStore({ fleet, lifecycle: null });
  const notifications = createNotificationsStore();
  const banners: BannersStore = createBannersStore({
    fleet,
    userOptions,
    userTypes: session.userTypes,
    notifications,
  });
  disposables.push(banners, notifications, userOptions);
  await banners.load();
  return { session, userOptions, notifications, banners };
}

const ids = (banners: readonly { id: string }[]) => banners.map((b) => b.id);

describe('SPEC §4 banners from the sandbox’s /banners.yaml', () => {
  it('shows dev the live banners for everyone, highest priority first, never the expired one', async () => {
    const { banners } = await pageOf('dev@example.com');
    const shown = ids(banners.visible.value);
    expect(shown).toEqual(
      expect.arrayContaining(['maintenance-window', 'sandbox-welcome', 'feature-offline-updates']),
    );
    expect(shown).not.toContain('holiday-support-hours'); // expired
    expect(shown).not.toContain('trial-offer'); // for standard users
    expect(shown).not.toContain('guest-read-only'); // for repository guests
    expect(shown).not.toContain('notification-new-sources'); // a notification instead
    const priorities = banners.visible.value.map((b) => b.priority ?? 0);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(ids(banners.inContainer('dashboard').value)).toContain('sandbox-welcome');
  });

  it('shows the trial offer to a standard (Maker) user', async () => {
    const { banners, session } = await pageOf('maker@example.com');
    expect(session.userTypes.value).toContain('standard');
    expect(ids(banners.visible.value)).toContain('trial-offer');
  });

  it('puts the notification banner in the notification list; removing it dismisses it for good', async () => {
    const first = await pageOf('dev@example.com');
    const note = first.notifications.notifications.value.find(
      (n) => n.bannerId === 'notification-new-sources',
    );
    expect(note).toMatchObject({ title: 'New package sources', read: false });
    first.notifications.remove(note!.id);
    first.banners.dismiss('sandbox-welcome');
    expect(ids(first.banners.visible.value)).not.toContain('sandbox-welcome');
    await first.userOptions.flush();

    const later = await pageOf('dev@example.com');
    expect(ids(later.banners.visible.value)).not.toContain('sandbox-welcome');
    expect(
      later.notifications.notifications.value.some(
        (n) => n.bannerId === 'notification-new-sources',
      ),
    ).toBe(false);
  });
});
