import { expect, test, type Page } from './csp-guard';
import { signInAt } from './support';

// Each screen area's texts come with its screens' code, not with the start (docs/console.md
// "Texts"): a screen shows them at once in the language in use, never their ids nor English
// first, whether it is the first page of the tab or reached through the navigation.

/** A text id where a text should be (`console.fleets.title`). */
const TEXT_ID = /\bconsole\.[a-z][A-Za-z]*\.[a-z]/;

/** Records every level-1 heading text the page ever shows, from its first paint. */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    const note = () => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? '';
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

function headingsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
}

/** A screen of each area: its address, its title in fr-CH and in en-US. */
const SCREENS = [
  { path: '/fleets', link: 'Flottes', frCh: 'Gestion des flottes', enUs: 'Fleet manager' },
  {
    path: '/lockboxes',
    link: 'Mises à jour hors ligne',
    frCh: 'Mises à jour hors ligne',
    enUs: 'Offline Updates',
  },
  {
    path: '/rollouts',
    link: 'Déploiements progressifs',
    frCh: 'Déploiements progressifs',
    enUs: 'Rollouts',
  },
] as const;

test.describe('texts by screen area', () => {
  test.use({ locale: 'fr-CH' });

  test('a first page in fr-CH shows its area’s texts in fr-CH from its first paint', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await recordHeadings(page);
    await signInAt(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    for (const { path, frCh } of [
      ...SCREENS,
      { path: '/devices/pair', frCh: 'Appairer un appareil' },
      { path: '/debug', frCh: 'Informations pour le support' },
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: frCh })).toBeVisible();
        await expect(page.locator('body')).not.toContainText(TEXT_ID);
      });
    }
    const seen = await headingsSeen(page);
    for (const english of ['Dashboard', 'Pair a device', 'Support information']) {
      expect(seen).not.toContain(english);
    }
    for (const { enUs } of SCREENS) expect(seen).not.toContain(enUs);
  });

  test('an area reached through the navigation shows its texts in fr-CH at once', async ({
    page,
  }) => {
    await recordHeadings(page);
    await signInAt(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Principal' });
    for (const { link, frCh } of SCREENS) {
      await test.step(link, async () => {
        await navigation.getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1, name: frCh })).toBeVisible();
        await expect(page.locator('body')).not.toContainText(TEXT_ID);
      });
    }
    const seen = await headingsSeen(page);
    for (const { enUs } of SCREENS) expect(seen).not.toContain(enUs);
  });
});
