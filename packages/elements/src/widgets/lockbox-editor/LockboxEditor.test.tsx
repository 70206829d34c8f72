// SPEC §5 "Lockbox definition needs name, non-empty packageIds and expiresAt", §2 /lockboxes
// create and edit, as a React widget and as <fleet-lockbox-editor>.
import './define.js';
import type { components } from '@fleet/sdk';
import { createRights, type Rights } from '@fleet/sdk/domain';
import { FleetProvider } from '../../connection/FleetProvider.js';
import { toLocalInputValue } from '../../primitives/date-time-input/local-date-time.js';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import {
  addHostileStylesheet,
  inShadow,
  listenOnDocument,
  mountElement,
  partOf,
} from '../../testing/element.js';
import { errorAnswer, fakeApi, type FakeApi } from '../../testing/fake-api.js';
import { assertNoDialog, assertNotPermitted } from '../../testing/not-permitted.js';
import { render } from '../../testing/render.js';
import { ALL_PERMISSIONS, discovered, READ_ONLY_PERMISSIONS } from '../../testing/rights.js';
import { changeValue, user } from '../../testing/user.js';
import { lightTheme } from '../../theme/palettes.js';
import { LockboxEditor, type LockboxSaved } from './LockboxEditor.js';

type Package = components['schemas']['Package'];
type LockboxMetadata = components['schemas']['Lockbox'];

const SHA = '5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef';
const pkg = (name: string, version: string): Package => ({
  packageId: `${name}-${version}`,
  name,
  version,
  hardwareIds: ['docker-compose'],
  hashes: { sha256: SHA },
  size: 1873,
  packageSource: 'targets.json',
});
const PACKAGES = [pkg('my-app', '1.2.0'), pkg('my-app', '1.3.0'), pkg('sensor-hub', '2.1.0')];

const metadata = (packageIds: string[], expires: string): LockboxMetadata => ({
  signatures: [{ keyid: '9f3c1b8e2a', method: 'ed25519', sig: 'c2lnbmF0dXJl' }],
  signed: {
    _type: 'Targets',
    expires,
    version: 2,
    targets: Object.fromEntries(
      packageIds.map((id) => [id, { hashes: { sha256: SHA }, length: 1873 }]),
    ),
  },
});

const EXPIRES = '2031-06-30T10:00:00.000Z';

function lockboxApi(existing: Record<string, LockboxMetadata> = {}): FakeApi {
  return fakeApi({
    'GET /api/v2beta/packages': (request) => {
      const text = request.query.get('nameContains') ?? '';
      const values = PACKAGES.filter((p) => p.name.includes(text));
      return {
        status: 200,
        body: {
          values,
          total: values.length,
          offset: 0,
          limit: 20,
        } satisfies components['schemas']['PackagePage'],
      };
    },
    'GET /api/v2beta/lockboxes': { status: 200, body: Object.keys(existing) },
    'GET /api/v2beta/lockbox-details': { status: 200, body: existing },
    'GET /api/v2beta/lockboxes/{name}': (request) => {
      const found = existing[request.path.split('/').pop()!];
      return found
        ? { status: 200, body: found }
        : errorAnswer(404, 'No such lockbox.', 'not_found');
    },
    'POST /api/v2beta/lockboxes/{name}': { status: 200 },
  });
}

const inputLabelled = (root: ParentNode, label: string) => {
  const forId = [...root.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
  const input = forId ? root.querySelector<HTMLInputElement>(`[id="${CSS.escape(forId)}"]`) : null;
  assert(input, `an input labelled ${label}`);
  return input;
};
const errorOf = (root: ParentNode, input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => root.querySelector(`[id="${CSS.escape(id)}"]`)?.textContent)
    .join(' ');

/** Types in the package search and picks the option with this label. */
async function pickPackage(api: FakeApi, root: ParentNode, search: string, label: string) {
  await user.click(inputLabelled(root, 'Add a package'));
  await user.type(search);
  // Typing is slow under load, so a search for a prefix may go first; wait for the whole word.
  await waitFor(
    () => api.sent('GET /api/v2beta/packages').some((r) => r.query.get('nameContains') === search),
    { what: `a search for ${search}` },
  );
  // The options shown are the server's answer to the search (not the first list).
  const option = await waitFor(
    () => {
      const options = [...root.querySelectorAll('[role="option"]')];
      return options.every((o) => o.textContent?.includes(search))
        ? options.find((o) => o.textContent === label)
        : undefined;
    },
    { what: `option ${label} among matches of ${search}` },
  );
  await user.click(option);
}

const chosen = (root: ParentNode) =>
  [...root.querySelectorAll('[part~="chosen-packages"] li span')].map((s) => s.textContent);

/** As the console shows it: a React host giving the signed-in user's rights. */
async function renderEditor(
  api: FakeApi,
  props: Parameters<typeof LockboxEditor>[0] = {},
  rights: Rights = createRights(ALL_PERMISSIONS),
) {
  return render(
    <FleetProvider sdk={api.sdk} rights={rights}>
      <LockboxEditor {...props} />
    </FleetProvider>,
  );
}

describe('LockboxEditor (SPEC §5 lockbox definition)', () => {
  it('shows every SPEC §5 problem beside its field and sends nothing', async () => {
    const api = lockboxApi();
    const { container } = await renderEditor(api);
    await user.click(container.querySelector('[part~="save-button"]')!);
    const name = inputLabelled(container, 'Name');
    const packages = inputLabelled(container, 'Add a package');
    const expiry = inputLabelled(container, 'Expires at');
    assertEqual(errorOf(container, name), 'Name is required', 'name');
    assertEqual(errorOf(container, packages), 'Choose at least one package version.', 'packages');
    assertEqual(errorOf(container, expiry), 'Choose when the offline update expires.', 'expiry');
    await waitFor(() => container.ownerDocument.activeElement === name, { what: 'focus' });
    assertEqual(api.sent('GET /api/v2beta/lockboxes').length, 0, 'no name check');
    assertEqual(api.sent('POST /api/v2beta/lockboxes/{name}').length, 0, 'nothing saved');

    await user.type('field-kit');
    assertEqual(name.getAttribute('aria-invalid'), null, 'fixed problems clear as you type');
  });

  it('searches packages, saves a new lockbox and reports it', async () => {
    const api = lockboxApi();
    const saved: LockboxSaved[] = [];
    const { container } = await renderEditor(api, { onLockboxSaved: (s) => saved.push(s) });
    await user.click(inputLabelled(container, 'Name'));
    await user.type('field-kit');
    await pickPackage(api, container, 'sensor', 'sensor-hub 2.1.0');
    await pickPackage(api, container, 'my-app', 'my-app 1.3.0');
    assertDeepEqual(chosen(container), ['sensor-hub-2.1.0', 'my-app-1.3.0'], 'chosen');
    await user.click(container.querySelector('[aria-label="Remove sensor-hub-2.1.0"]')!);
    assertDeepEqual(chosen(container), ['my-app-1.3.0'], 'removed');
    await changeValue(inputLabelled(container, 'Expires at'), toLocalInputValue(new Date(EXPIRES)));
    await user.click(container.querySelector('[part~="save-button"]')!);

    await waitFor(() => saved.length === 1, { what: 'saved' });
    const [post] = api.sent('POST /api/v2beta/lockboxes/{name}');
    assertEqual(post?.path, '/api/v2beta/lockboxes/field-kit', 'path');
    assertDeepEqual(post?.body, { packageIds: ['my-app-1.3.0'], expiresAt: EXPIRES }, 'body');
    assertDeepEqual(
      saved[0],
      { name: 'field-kit', packageIds: ['my-app-1.3.0'], expiresAt: EXPIRES, replaced: false },
      'detail',
    );
    await waitFor(
      () =>
        container.querySelector('[role="status"] p')?.textContent ===
        'Offline update "field-kit" saved.',
      { what: 'toast' },
    );
  });

  it('asks before replacing a lockbox of the same name', async () => {
    const api = lockboxApi({ 'field-kit': metadata(['my-app-1.2.0'], EXPIRES) });
    const saved: LockboxSaved[] = [];
    const { container } = await renderEditor(api, { onLockboxSaved: (s) => saved.push(s) });
    await user.click(inputLabelled(container, 'Name'));
    await user.type('field-kit');
    await pickPackage(api, container, 'my-app', 'my-app 1.3.0');
    await changeValue(inputLabelled(container, 'Expires at'), toLocalInputValue(new Date(EXPIRES)));
    await user.click(container.querySelector('[part~="save-button"]')!);

    const dialog = await waitFor(() => container.querySelector<HTMLDialogElement>('dialog[open]'), {
      what: 'replace question',
    });
    assertEqual(
      dialog.querySelector('[id$="-message"]')?.textContent,
      'An offline update named "field-kit" already exists. Replace its packages and expiry?',
      'question',
    );
    assertEqual(api.sent('POST /api/v2beta/lockboxes/{name}').length, 0, 'not yet saved');
    await user.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!,
    );
    assertEqual(api.sent('POST /api/v2beta/lockboxes/{name}').length, 0, 'cancel keeps it');

    await user.click(container.querySelector('[part~="save-button"]')!);
    const again = await waitFor(() => container.querySelector('dialog[open]'), { what: 'asked' });
    await user.click(
      [...again.querySelectorAll('button')].find((b) => b.textContent === 'Replace')!,
    );
    await waitFor(() => saved.length === 1, { what: 'replaced' });
    assertEqual(saved[0]?.replaced, true, 'reported as replaced');
  });

  it('edits an existing lockbox by name, and shows a failed save', async () => {
    const api = lockboxApi({
      'field-kit': metadata(['my-app-1.2.0', 'sensor-hub-2.1.0'], EXPIRES),
    });
    api.route(
      'POST /api/v2beta/lockboxes/{name}',
      errorAnswer(400, 'Unknown package my-app-1.2.0.'),
    );
    const { container } = await renderEditor(api, { name: 'field-kit' });
    await waitFor(() => chosen(container).length === 2, { what: 'loaded' });
    const name = inputLabelled(container, 'Name');
    assertEqual(name.value, 'field-kit', 'name');
    assertEqual(name.readOnly, true, 'the name stays');
    assertEqual(
      inputLabelled(container, 'Expires at').value,
      toLocalInputValue(new Date(EXPIRES)),
      'expiry',
    );
    assertEqual(
      container.querySelector('h2')?.textContent,
      'Edit offline update field-kit',
      'title',
    );
    await user.click(container.querySelector('[part~="save-button"]')!);
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), {
      what: 'failure',
    });
    assertEqual(
      alert.textContent,
      'The offline update could not be saved: Unknown package my-app-1.2.0.',
      'message',
    );
    assertEqual(api.sent('GET /api/v2beta/lockboxes').length, 0, 'editing never asks to replace');
  });
});

describe('LockboxEditor: one page header (issue 11)', () => {
  const buttons = (root: ParentNode) =>
    [...root.querySelectorAll('[part~="actions"] button')].map((b) => b.textContent);

  it('has its own title when alone, Save before Cancel as in the console', async () => {
    const { container } = await renderEditor(lockboxApi());
    const form = container.querySelector('form')!;
    const title = container.querySelector('h2')!;
    assertEqual(title.textContent, 'New offline update', 'title');
    assertEqual(form.getAttribute('aria-labelledby'), title.id, 'the form is named by it');
    assertDeepEqual(buttons(container), ['Save', 'Cancel'], 'the primary action first');
  });

  it('hideHeading: no heading of its own, the form keeps its name', async () => {
    const api = lockboxApi({ 'field-kit': metadata(['my-app-1.2.0'], EXPIRES) });
    const { container } = await renderEditor(api, { name: 'field-kit', hideHeading: true });
    await waitFor(() => chosen(container).length === 1, { what: 'loaded' });
    assertEqual(container.querySelectorAll('h1, h2, h3, [role="heading"]').length, 0, 'headings');
    const form = container.querySelector('form')!;
    assertEqual(form.getAttribute('aria-label'), 'Edit offline update field-kit', 'form name');
    assertDeepEqual(buttons(container), ['Save', 'Cancel'], 'order');
  });
});

describe('LockboxEditor: a lockbox that cannot be loaded', () => {
  it('says why, offers a retry, and cannot save meanwhile', async () => {
    const api = lockboxApi();
    const { container } = await renderEditor(api, { name: 'missing' });
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), {
      what: 'failure',
    });
    assert(
      alert.textContent!.startsWith('The offline update could not be loaded: No such lockbox.'),
      `message: ${alert.textContent}`,
    );
    const save = container.querySelector<HTMLButtonElement>('[part~="save-button"]')!;
    assertEqual(save.disabled, true, 'nothing to save');
    api.route('GET /api/v2beta/lockboxes/{name}', {
      status: 200,
      body: metadata(['my-app-1.2.0'], EXPIRES),
    });
    await user.click(container.querySelector('[part~="error"] [part~="retry"]')!);
    await waitFor(() => chosen(container).join() === 'my-app-1.2.0', { what: 'loaded on retry' });
    assertEqual(save.disabled, false, 'can save');
  });
});

describe('LockboxEditor: SPEC §6 rights (lockboxes manage) mark Save not permitted', () => {
  it('without lockboxes manage: Save (button or Enter) checks and sends nothing', async () => {
    const api = lockboxApi({ 'field-kit': metadata(['my-app-1.2.0'], EXPIRES) });
    const readOnly = createRights(READ_ONLY_PERMISSIONS);
    const { container } = await renderEditor(api, { name: 'field-kit' }, readOnly);
    await waitFor(() => chosen(container).length === 1, { what: 'loaded' });
    await user.click(inputLabelled(container, 'Expires at'));
    await user.press('Enter');
    const save = container.querySelector<HTMLElement>('[part~="save-button"]')!;
    await assertNotPermitted(container, save, 'Save');
    assertNoDialog(container, 'Save');
    assertEqual(api.sent('POST /api/v2beta/lockboxes/{name}').length, 0, 'nothing saved');
    assertEqual(container.querySelector('[role="alert"]'), null, 'no failure either');
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 0, "the host's rights");
  });
});

describe('<fleet-lockbox-editor> (DESIGN: custom elements)', () => {
  type EditorElement = HTMLElement & { client?: unknown; live?: unknown };
  const mountEditor = (html: string, api: FakeApi) =>
    mountElement<EditorElement>(html, (element) => {
      element.client = api.sdk;
      element.live = null;
    });

  it('renders in its shadow root; the name attribute opens that lockbox', async () => {
    const api = lockboxApi({
      'field-kit': metadata(['my-app-1.2.0'], EXPIRES),
      spares: metadata(['sensor-hub-2.1.0'], EXPIRES),
    });
    const element = mountEditor(
      '<fleet-lockbox-editor name="field-kit"></fleet-lockbox-editor>',
      api,
    );
    const root = element.shadowRoot!;
    await waitFor(() => chosen(root).join() === 'my-app-1.2.0', { what: 'field-kit' });
    element.setAttribute('name', 'spares');
    await waitFor(() => chosen(root).join() === 'sensor-hub-2.1.0', { what: 'spares' });
    element.removeAttribute('name');
    await waitFor(() => (root.querySelector('h2')?.textContent ?? '') === 'New offline update', {
      what: 'create mode',
    });
    assertEqual(chosen(root).length, 0, 'empty draft');
    assertEqual(document.querySelector('form'), null, 'nothing rendered in the page');
  });

  it('hide-heading leaves out the title part', async () => {
    const element = mountEditor(
      '<fleet-lockbox-editor hide-heading></fleet-lockbox-editor>',
      lockboxApi(),
    );
    const form = await partOf(element, 'lockbox-editor');
    assertEqual(element.shadowRoot!.querySelector('[part~="title"]'), null, 'no title');
    assertEqual(form.getAttribute('aria-label'), 'New offline update', 'the form keeps its name');
  });

  it('fleet-lockbox-saved and fleet-cancel reach the document', async () => {
    const saved = listenOnDocument<LockboxSaved>('fleet-lockbox-saved');
    const cancelled = listenOnDocument('fleet-cancel');
    const api = lockboxApi({ 'field-kit': metadata(['my-app-1.2.0'], EXPIRES) });
    const element = mountEditor(
      '<fleet-lockbox-editor name="field-kit"></fleet-lockbox-editor>',
      api,
    );
    await waitFor(() => chosen(element.shadowRoot!).length === 1, { what: 'loaded' });
    const save = (await partOf(element, 'save-button')) as HTMLButtonElement;
    await waitFor(() => !save.disabled, { what: 'the rights known' });
    await user.click(save);
    await waitFor(() => saved.length === 1, { what: 'saved event' });
    assertEqual(saved[0]!.target, element, 'from the element');
    assert(saved[0]!.bubbles && saved[0]!.composed, 'bubbles, composed');
    assertDeepEqual(
      saved[0]!.detail,
      { name: 'field-kit', packageIds: ['my-app-1.2.0'], expiresAt: EXPIRES, replaced: true },
      'detail',
    );
    await user.click(await partOf(element, 'cancel-button'));
    await waitFor(() => cancelled.length === 1, { what: 'cancel event' });
  });

  it("asks auth/discover: a read-only token's Save is not permitted", async () => {
    const api = lockboxApi({ 'field-kit': metadata(['my-app-1.2.0'], EXPIRES) });
    api.route('GET /api/v2beta/auth/discover', discovered(READ_ONLY_PERMISSIONS));
    const element = mountEditor(
      '<fleet-lockbox-editor name="field-kit"></fleet-lockbox-editor>',
      api,
    );
    await waitFor(() => chosen(element.shadowRoot!).length === 1, { what: 'loaded' });
    const root = element.shadowRoot!;
    const save = () => root.querySelector<HTMLElement>('[part~="save-button"]');
    await assertNotPermitted(root, save, 'Save');
    assertEqual(api.sent('POST /api/v2beta/lockboxes/{name}').length, 0, 'nothing saved');
    assertEqual(api.sent('GET /api/v2beta/auth/discover').length, 1, 'asked once');
  });

  it('a hostile page stylesheet does not reach inside', async () => {
    addHostileStylesheet();
    const element = mountEditor(
      '<fleet-lockbox-editor theme="light"></fleet-lockbox-editor>',
      lockboxApi(),
    );
    const title = await partOf(element, 'title');
    const save = await partOf(element, 'save-button');
    const input = await inShadow(element, 'input');
    assertEqual(getComputedStyle(title).fontSize, lightTheme.fontSize.xl, 'title size');
    assertEqual(getComputedStyle(title).color, 'rgb(29, 41, 57)', 'title colour (theme text)');
    assertEqual(getComputedStyle(save).display, 'flex', 'button shown (a flex item)');
    assertEqual(getComputedStyle(input).display, 'block', 'input shown (a flex item)');
    assertEqual(getComputedStyle(input).fontSize, lightTheme.fontSize.md, 'input font size');
  });
});
