import { expect, test, type Locator, type Page } from './csp-guard';
import { enterSharedRepository, expectAccessible, signInAt } from './support';

// SPEC §2 /account/{tab} in a real browser against the sandbox: the signed-in user's
// information and feedback, API clients (SPEC §3, §5, §6), account keys (SPEC §7), and
// repository user management (SPEC §6), as dev (all rights), maker (a Maker account) and guest
// (read-only in dev's repository). Names are unique per run, so a retry or a second run on the
// same sandbox starts from a clean slate. axe on every page visited.

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** A toast of the region at the bottom right (positive ones are status, negative alerts). */
const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('region', { name: 'Notifications', exact: true }).getByText(text);

const tabPanel = (page: Page) => page.getByRole('tabpanel');

test.describe('SPEC §2 /account/information', () => {
  test('dev sees name, email, roles and the Commercial tier, and sends feedback', async ({
    page,
  }) => {
    await signInAt(page, '/account/information');
    await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const facts = page.getByTestId('account-information');
    await expect(facts).toContainText('Dana Developer');
    await expect(facts).toContainText('dev@example.com');
    await expect(facts).toContainText('Confirmed');
    await expect(facts).toContainText('developer');
    await expect(page.getByTestId('account-information-tier')).toHaveText('Commercial account');
    await expect(tabPanel(page).getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
    await expectAccessible(page);

    // A blank message is refused at the field; a real one is sent and thanked in a toast.
    const send = page.getByRole('button', { name: 'Send feedback' });
    await send.click();
    await expect(page.getByText('Write your feedback before sending it.')).toBeVisible();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/accounts/user-feedback'));
    await page.getByLabel('Your feedback').fill(`The account tabs work (${unique('run')})`);
    await send.click();
    expect((await sent).status()).toBe(204);
    await expect(toast(page, 'Thank you, your feedback was sent.')).toBeVisible();
    await expect(page.getByLabel('Your feedback')).toHaveValue('');
    await expectAccessible(page);
  });

  test('feedback that the server refuses says why in a toast', async ({ page }) => {
    await signInAt(page, '/account/information');
    await page.route('**/api/accounts/user-feedback', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByLabel('Your feedback').fill('Hello');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(toast(page, /^Your feedback could not be sent: /)).toBeVisible();
    await expect(page.getByLabel('Your feedback')).toHaveValue('Hello');
  });

  test('maker: Maker tier with the trial offer, and the unconfirmed address', async ({ page }) => {
    await signInAt(page, '/account/information', 'maker@example.com');
    // The maker is at the device limit: the shell's dialog comes first.
    const limit = page.getByRole('dialog', { name: 'Device Limit Reached' });
    await expect(limit).toBeVisible();
    await limit.getByRole('button', { name: 'Remind Me Later' }).click();
    await expect(limit).toBeHidden();

    const facts = page.getByTestId('account-information');
    await expect(facts).toContainText('Max Maker');
    await expect(page.getByTestId('account-information-tier')).toHaveText('Maker account');
    await expect(page.getByTestId('confirm-account')).toContainText(
      'You need to confirm your account. Please check your profile.',
    );
    await expectAccessible(page);

    await tabPanel(page).getByRole('button', { name: 'Start Free Trial' }).click();
    const offer = page.getByRole('dialog', { name: 'Start your free Commercial trial' });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect(offer).toBeHidden();
  });
});

test.describe('SPEC §3 API clients (/account/api-clients)', () => {
  test('create (secret shown once), edit the description, delete', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = unique('ci');
    await signInAt(page, '/account/api-clients');
    await expect(page.getByRole('heading', { level: 2, name: 'API clients' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'API clients' })).toBeVisible();
    await expectAccessible(page);

    // SPEC §5: a client needs a name; the SDK's message shows at the field.
    await page.getByRole('button', { name: 'Create API client' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API client' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Type')).toHaveValue('provision');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create API client' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Type').selectOption('api-minimal');
    await form.getByLabel('Description', { exact: true }).fill('Nightly builds');
    await form.getByRole('button', { name: 'Create API client' }).click();
    await expect(form).toBeHidden();

    // The secret, once, with a copy button.
    const secretDialog = page.getByRole('alertdialog', { name: `The secret of ${name}` });
    await expect(secretDialog).toBeVisible();
    const secret = (await secretDialog.getByTestId('api-client-secret').textContent()) ?? '';
    expect(secret.length).toBeGreaterThan(8);
    await secretDialog.getByRole('button', { name: 'Copy the secret' }).click();
    await expect(toast(page, 'The client secret was copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('api-minimal');
    await expect(row).toContainText('Nightly builds');

    // Edit: the type cannot change; the description can.
    await row.getByRole('button', { name: `Edit API client ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit API client ${name}` });
    await expect(edit.getByLabel('Type')).toHaveCount(0);
    await edit.getByLabel('Description', { exact: true }).fill('Weekly builds');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `API client ${name} saved.`)).toBeVisible();
    await expect(row).toContainText('Weekly builds');

    // Delete asks first.
    await row.getByRole('button', { name: `Delete API client ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the API client ${name}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `API client ${name} deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('table', { name: 'API clients' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('a Maker account reads SPEC §6’s upgrade message, and may not share', async ({ page }) => {
    await signInAt(page, '/account/api-clients', 'maker@example.com');
    const limit = page.getByRole('dialog', { name: 'Device Limit Reached' });
    await limit.getByRole('button', { name: 'Remind Me Later' }).click();
    await expect(page.getByTestId('api-clients-no-permission')).toHaveText(
      'Your account does not have permission to use API clients. Upgrade to a Commercial account to use them.',
    );
    await expect(page.getByRole('button', { name: 'Create API client' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page);

    // Sharing is Commercial too (the server answers 403 to the hosted list).
    await page.getByRole('tab', { name: 'Repository users' }).click();
    await expect(page.getByText('Sharing a repository needs a Commercial account.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add user' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page);
  });
});

test.describe('SPEC §7 account keys (/account/keys)', () => {
  test('download credentials.zip and rotate the provisioning key', async ({ page }) => {
    await signInAt(page, '/account/keys');
    await expect(page.getByRole('heading', { level: 2, name: 'Keys' })).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download credentials.zip' }).click();
    expect((await download).suggestedFilename()).toBe('credentials.zip');
    await expect(toast(page, 'credentials.zip downloaded.')).toBeVisible();

    // Cancelled: nothing is sent.
    await page.getByRole('button', { name: 'Rotate the provisioning key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rotate the provisioning key?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Rotate the provisioning key' }).click();
    const rotated = page.waitForResponse((r) => r.url().includes('/keys/provision/rotate'));
    await confirm.getByRole('button', { name: 'Rotate' }).click();
    expect((await rotated).status()).toBe(204);
    await expect(toast(page, 'The provisioning key was rotated.')).toBeVisible();

    await page.getByRole('button', { name: 'Rotate the repository root key' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the repository root key?' })
      .getByRole('button', { name: 'Rotate' })
      .click();
    await expect(toast(page, 'The repository root key was rotated.')).toBeVisible();
  });
});

test.describe('SPEC §6 repository users (/account/repository)', () => {
  test('dev adds a user by email with a profile, changes the profile, removes them', async ({
    page,
  }) => {
    const email = `${unique('tester')}@example.com`;
    await signInAt(page, '/account/repository');
    await expect(page.getByRole('heading', { level: 2, name: 'Repository users' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users of Pilot site' });
    await expect(table.getByRole('row').filter({ hasText: 'guest@example.com' })).toBeVisible();
    await expectAccessible(page);

    // SPEC §5: email and guest profile are both needed.
    const add = page.getByRole('button', { name: 'Add user' });
    await page.getByLabel('Email').fill(email);
    await add.click();
    await expect(page.getByText('Choose a profile.')).toBeVisible();

    await page.getByLabel('Guest profile', { exact: true }).selectOption({ label: 'Read only' });
    await add.click();
    await expect(toast(page, `${email} was added as Read only.`)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByLabel(`Guest profile of ${email}`)).toHaveValue('read-only');
    await expectAccessible(page);

    await row.getByLabel(`Guest profile of ${email}`).selectOption({ label: 'Developer' });
    await expect(toast(page, `${email} is now Developer.`)).toBeVisible();
    await page.reload();
    await expect(row.getByLabel(`Guest profile of ${email}`)).toHaveValue('developer');

    await row.getByRole('button', { name: `Remove ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${email}?` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, `${email} was removed.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('SPEC §6: adding a user to a repository not shared yet creates it first', async ({
    page,
  }) => {
    const email = `${unique('partner')}@example.com`;
    const name = unique('Lab');
    await signInAt(page, '/account/repository', 'admin@example.com');
    await expect(
      page.getByText('Share your repository: adding the first user creates the shared repository.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);

    // The new repository needs a name (the SDK's 'Name is required').
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Guest profile', { exact: true }).selectOption({ label: 'Developer' });
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    const created = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/accounts/organizations/share') && r.request().method() === 'POST',
    );
    await page.getByLabel('Name of the shared repository').fill(name);
    await page.getByRole('button', { name: 'Add user' }).click();
    expect((await created).status()).toBe(201);
    await expect(toast(page, `${email} was added as Developer.`)).toBeVisible();
    const table = page.getByRole('table', { name: `Users of ${name}` });
    await expect(table.getByRole('row').filter({ hasText: email })).toBeVisible();
    await expect(page.getByLabel('Name of the shared repository')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a guest in dev’s repository: actions not permitted', async ({ page }) => {
    await signInAt(page, '/', 'guest@example.com');
    await enterSharedRepository(page, 'Pilot site');
    await expect(page.getByTestId('repository-switcher')).toHaveText('Repository: Pilot site');

    await page.goto('/account/repository');
    await expect(page.getByTestId('repository-users-not-permitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add user' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'API clients' }).click();
    await expect(page).toHaveURL(/\/account\/api-clients$/);
    await expect(page.getByRole('button', { name: 'Create API client' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Keys' }).click();
    await expect(page.getByRole('button', { name: 'Download credentials.zip' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Rotate the provisioning key' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page);
  });
});
