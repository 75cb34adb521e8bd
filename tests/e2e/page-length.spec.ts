/**
 * Page length on a phone: a page says what it has to say in a few screens. At
 * 390 × 844, once the visitor has refused cookies and scrolled through, the home page fits in 8
 * screens, the training page in 15, and no other page runs past 15, except the legal texts and the
 * articles, whose length is their content's.
 */
import type { PageId, Route } from '../../src/i18n/routes';
import { routes } from '../../src/i18n/routes';
import { expect, rejectAll, scrollThrough, test } from './fixtures';

const phone = { width: 390, height: 844 };

/** Screens of text that are as long as the law or the author makes them. */
const unbounded: readonly PageId[] = ['mentionsLegales', 'confidentialite', 'cgv', 'accessibilite'];

// The home: 8 screens at most (7.95 in French, 7.67 in English; it was 12.2 once her projects
// joined it). Under 640 px the pillars, services, clients' words and podcast players are rows
// swiped sideways, and her name and face under the hero's title hold on the first screen.
const targets: Partial<Record<PageId, number>> = { home: 8, formation: 15 };

function maxScreens(route: Route): number | undefined {
  if (route.blog?.kind === 'article' || unbounded.includes(route.page)) return undefined;
  return targets[route.page] ?? 15;
}

for (const route of routes) {
  const limit = maxScreens(route);
  if (limit === undefined) continue;
  test(`${route.path} is at most ${limit} phone screens long`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(route.path);
    await rejectAll(page);
    // Its length once read through: an island's buttons appear as it hydrates in view.
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    const screens = await page.evaluate((height) => document.documentElement.scrollHeight / height, phone.height);
    expect(screens, `${route.path}: page height in screens of ${phone.height} px`).toBeLessThanOrEqual(limit);
  });
}
