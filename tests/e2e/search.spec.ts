/**
 * Site search, as a visitor uses it: the field focused on arrival and nothing of the
 * search loaded until it is used; a word of an article's body lists that article first, the word
 * marked, in the page's language only; the query in the address, restored from it and by Back;
 * the results reached and announced with the keyboard; the way in from the header, the phone menu
 * and the blog; and, without JavaScript, a sentence and the ways to a page without search. A typo
 * is forgiven and said, a word the site does not use lists nothing and offers ways on.
 * Every route's own checks (routes.spec.ts, a11y.spec.ts) open the search page with results shown,
 * and check that no other page asks for any of it.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { blogCategory, blogCategoryIds } from '../../src/config/blog';
import { locales } from '../../src/i18n/locales';
import { blogCategoryPath, pathFor, servicePages } from '../../src/i18n/routes';
import { dictionaries } from '../../src/i18n/ui';
import { fold } from '../../src/lib/search-words';
import { builtVocabulary, distinctiveWord, madeUpWord, searchExample, typoOf } from '../search-words';
import { expect, LOCAL_ORIGIN, openDecided, test } from './fixtures';

/** The search's own requests: the library, its index, and the island's script. */
const isSearchRequest = (url: string) => /\/pagefind\/|\/SiteSearch\.[\w-]+\.js$/.test(new URL(url).pathname);

function searchRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const results = (page: Page) => page.locator('[data-search-results] > li');

for (const lang of locales) {
  const t = dictionaries[lang];
  const { path: articlePath, title, word } = distinctiveWord(lang);
  const searchPath = pathFor('recherche', lang);

  test(`${lang}: a word of an article's body lists it first, marked; the address keeps the search, and Back brings it back`, async ({
    page,
  }) => {
    const requests = searchRequests(page);
    await openDecided(page, searchPath);
    const field = page.getByRole('searchbox', { name: t['search.field'] });
    await expect(field, 'the field has the focus on arrival').toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(requests, 'nothing of the search loads before it is used').toEqual([]);

    await page.keyboard.type(word, { delay: 30 });
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', articlePath);
    await expect(first.getByRole('link')).toHaveText(title);
    await expect(first.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    expect(
      requests.some((path) => path.startsWith('/pagefind/')),
      'the library came once the field was used',
    ).toBe(true);
    const hrefs = await results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((href) => (lang === 'en') !== href.startsWith('/en')),
      'results in the page’s language only',
    ).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}$`));

    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await page.goBack();
    await expect(page.getByRole('searchbox')).toHaveValue(word);
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', articlePath);
  });

  test(`${lang}: ?q= opens with its results, two words marked, and announced politely`, async ({ page }) => {
    const query = searchExample[lang];
    await openDecided(page, `${searchPath}?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('searchbox')).toHaveValue(query);
    await expect(results(page).first()).toBeVisible();
    const count = await results(page).count();
    const status = page.getByRole('status');
    await expect(status).toContainText(query);
    await expect(status).toContainText(/\d+/);
    expect(count).toBeGreaterThan(1);
    const marked = await page.locator('[data-search-results] mark').allTextContents();
    for (const term of query.split(' '))
      expect(marked.map((text) => text.toLowerCase()).join(' '), `"${term}" marked`).toContain(term.slice(0, 5));
  });
}

test('an English word finds English pages only; searched from a French page, no English one', async ({ page }) => {
  const { path, word } = distinctiveWord('en');
  await openDecided(page, `/en/recherche?q=${word}`);
  await expect(results(page).first().getByRole('link')).toHaveAttribute('href', path);
  const english = await results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(english.filter((href) => !href.startsWith('/en/'))).toEqual([]);
  await page.goto(`/recherche?q=${word}`);
  await expect(page.getByRole('status')).not.toHaveText(dictionaries.fr['search.loading']);
  await expect(page.getByRole('status')).not.toBeEmpty();
  const french = await results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(
    french.filter((href) => href.startsWith('/en')),
    'an English page in the French results',
  ).toEqual([]);
});

test('"architecture" finds neuro-architecture, "Feng" and "Shui" each find Feng Shui; more results come on request, focus on the first new one', async ({
  page,
}) => {
  await openDecided(page, '/recherche?q=architecture');
  await expect(results(page).first()).toBeVisible();
  await expect(page.locator('[data-search-results] mark').first()).toHaveText(/architecture/i);
  expect((await page.locator('[data-search-results]').textContent())?.toLowerCase()).toContain('neuro-architecture');
  for (const word of ['Feng', 'Shui']) {
    await page.getByRole('searchbox').fill(word);
    await expect(page.getByRole('status')).toContainText(word);
    await expect(results(page).first().locator('mark').first()).toHaveText(word);
  }
  const more = page.getByRole('button', { name: dictionaries.fr['search.more'] });
  await expect(results(page)).toHaveCount(10);
  await more.click();
  await expect.poll(() => results(page).count()).toBeGreaterThan(10);
  await expect(results(page).nth(10).getByRole('link')).toBeFocused();
});

for (const lang of locales) {
  test(`${lang}: a search costs at most 150 kB for its first results: the island, the library and the index, compressed`, async ({
    page,
  }) => {
    await openDecided(page, pathFor('recherche', lang));
    await page.waitForLoadState('networkidle');
    // The context's responses, not the page's. Gzip sizes of the bodies, as js-budget.spec.ts counts
    // (Pagefind's own files are compressed already): deterministic, whatever the server does. React,
    // shared with every island of the site, is not the search's and is counted by js-budget.spec.ts.
    const sizes: Promise<[string, number]>[] = [];
    page.context().on('response', (response) => {
      if (isSearchRequest(response.url()))
        sizes.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length]));
    });
    // One search, the words in at once: typed key by key, a pause on a slow machine lists the
    // results of "lumière" on the way, whose excerpts are a search of their own.
    await page.getByRole('searchbox').fill(searchExample[lang]);
    await expect(page.getByRole('status')).toContainText(searchExample[lang]);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(sizes);
    const bytes = files.reduce((sum, [, size]) => sum + size, 0);
    const paths = files.map(([path]) => path);
    expect(paths, 'the library, its wasm and index, and the excerpts').toEqual(
      expect.arrayContaining([
        '/pagefind/pagefind.js',
        `/pagefind/wasm.${lang}.pagefind`,
        expect.stringMatching(/^\/pagefind\/fragment\//),
      ]),
    );
    expect(
      paths.filter((path) => /worker|vocabulary/.test(path)),
      'no worker, and no vocabulary for words found',
    ).toEqual([]);
    expect(bytes, files.map(([path, size]) => `${path} ${size}`).join(', ')).toBeLessThanOrEqual(150 * 1024);
  });

  test(`${lang}: a word one typo from a word of the site lists that word's pages, and says what was searched`, async ({ page }) => {
    const t = dictionaries[lang];
    const { word, typo } = typoOf(builtVocabulary(lang));
    await openDecided(page, pathFor('recherche', lang));
    await page.keyboard.type(typo, { delay: 30 });
    // "12 résultats pour « lumière » (vous avez tapé « lumire »)", whatever the count.
    const sentence = (template: string) =>
      new RegExp(
        `^${template
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace('{count}', '\\d+')
          .replace('{query}', word)
          .replace('{typed}', typo)}$`,
      );
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`${sentence(t['search.correctedMany']).source}|${sentence(t['search.correctedOne']).source}`),
    );
    await expect(results(page).first()).toBeVisible();
    const marked = await results(page).first().locator('mark').allTextContents();
    expect(marked.map(fold), 'the corrected word is marked').toContain(fold(word));
    await expect(page, 'the address keeps what was typed').toHaveURL(new RegExp(`\\?q=${encodeURIComponent(typo)}$`));
  });

  test(`${lang}: a word the site does not use lists nothing, says so in one sentence, and offers the blog’s topics and the services`, async ({
    page,
  }) => {
    const t = dictionaries[lang];
    await openDecided(page, pathFor('recherche', lang));
    await page.keyboard.type(madeUpWord, { delay: 30 });
    await expect(page.getByRole('status')).toHaveText(t['search.none'].replace('{query}', madeUpWord));
    await expect(results(page)).toHaveCount(0);
    const waysOn = page.locator('[data-search-ways-on]');
    const hrefs = await waysOn.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      ...blogCategoryIds.map((id) => blogCategoryPath(blogCategory(id).slug, lang)),
      ...servicePages.map((id) => pathFor(id, lang)),
    ]);
    await expect(waysOn.getByRole('heading', { level: 2 })).toHaveCount(2);
  });
}

test('keyboard: Down arrow from the field reaches the first result, Tab the next, Enter opens it', async ({ page }) => {
  await openDecided(page, `/en/recherche`);
  await page.keyboard.type('bedroom');
  await expect(results(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = results(page).first().getByRole('link');
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(results(page).nth(1).getByRole('link')).toBeFocused();
  const href = await results(page).nth(1).getByRole('link').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('reached from the header on every width, the phone menu and the blog’s topics', async ({ page }) => {
  await openDecided(page, '/about');
  for (const lang of locales) {
    const searchPath = pathFor('recherche', lang);
    const name = dictionaries[lang]['search.open'];
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(pathFor('about', lang));
    await expect(page.locator('[data-site-header]').getByRole('link', { name, exact: true }).first()).toBeVisible();
    await page.locator('[data-menu-toggle]').click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: dictionaries[lang]['page.recherche'] })).toHaveAttribute(
      'href',
      searchPath,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathFor('blog', lang));
    await page.locator('[data-blog-filter]').getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${searchPath}$`));
    await expect(page.locator('[data-site-header]').getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('without JavaScript: one sentence, the blog’s topics and every page, no dead field', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(
    (url) => !LOCAL_ORIGIN.test(url.href),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto('/en/recherche');
  await expect(page.getByRole('searchbox')).toBeHidden();
  await expect(page.getByText('Search needs JavaScript')).toBeVisible();
  // With scripts on, the same block is not shown.
  const withScripts = await browser.newPage();
  await withScripts.goto('/en/recherche');
  await expect(withScripts.locator('[data-search-without-js]')).toBeHidden();
  await withScripts.close();
  await expect(page.locator('#search a[href^="/en/blog/categorie/"]')).toHaveCount(6);
  await expect(page.locator('#search a[href="/en/formation"]')).toBeVisible();
  await context.close();
});

test('the search page alone allows what the library needs: WebAssembly, and no worker', async ({ request }) => {
  const policy = async (path: string) =>
    (await (await request.get(path)).text()).match(/http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
  expect(await policy('/recherche')).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
  for (const path of ['/', '/en/blog', '/contact', '/recherche']) expect(await policy(path)).not.toContain('worker-src');
  for (const path of ['/', '/en/blog', '/contact']) expect(await policy(path)).not.toContain('wasm-unsafe-eval');
});
