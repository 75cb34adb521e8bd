/**
 * The blog (docs/decisions/015), in both languages: the articles first,
 * newest first, under a compact row of the six categories that lead somewhere, each shown with a
 * line icon (never the category's emoji), cards that open their article,
 * articles with their date in the page's language, their author linked to the about page, a text
 * column and table of contents that sit together, and a language switch that lands on the
 * translation; category pages newest first (wide cards when there are one or two) or kindly
 * empty; and an RSS 2.0 feed per language with absolute links.
 */
import { XMLParser } from 'fast-xml-parser';
import { blogCategories } from '../../src/config/blog';
import { site } from '../../src/config/site';
import { routeAt } from '../../src/i18n/routes';
import { blogArticles } from '../../src/lib/blog-articles';
import { dictionaries } from '../../src/i18n/ui';
import { formatDate } from '../../src/lib/dates';
import { pageContent, shownAs } from '../content';
import { expect, test } from './fixtures';

const languages = [
  {
    lang: 'fr' as const,
    prefix: '',
    readMore: 'Lire la suite',
    readingTime: /^\d+\u00a0min de lecture$/,
    authorLink: 'Découvrir mon parcours',
    authorRegion: 'À propos de l’autrice',
  },
  {
    lang: 'en' as const,
    prefix: '/en',
    readMore: 'Read more',
    readingTime: /^\d+\u00a0min read$/,
    authorLink: 'More about me',
    authorRegion: 'About the author',
  },
] as const;

const usedCategories = new Set(blogArticles.map((article) => article.category));
const emptyCategories = blogCategories.filter((category) => !usedCategories.has(category.id));

for (const l of languages) {
  test.describe(`${l.prefix}/blog (${l.lang})`, () => {
    test('leads with every article, newest first, under a compact row of the six categories and search', async ({ page, request }) => {
      const content = pageContent('blog', l.lang);
      const allArticles = shownAs(content.articles.title);
      const names = blogCategories.map((category) => shownAs(content.categories.items.find((item) => item.id === category.id)!.name));
      await page.goto(`${l.prefix}/blog`);
      const first = page.locator('#articles [data-article-card]').first();
      const links = page.locator('[data-blog-filter] a');
      await expect(links).toHaveCount(8);
      await expect(links.first()).toHaveText(allArticles);
      await expect(links.first()).toHaveAttribute('aria-current', 'true');
      await expect(links.nth(1)).not.toHaveAttribute('aria-current');
      await expect(links).toHaveText([allArticles, ...names, dictionaries[l.lang]['search.open']]);
      await expect(links.last()).toHaveAttribute('href', `${l.prefix}/recherche`);
      for (const [index, category] of blogCategories.entries()) {
        const link = links.nth(index + 1);
        await expect(link.locator(`svg.lucide-${category.icon}`)).toHaveAttribute('aria-hidden', 'true');
        await expect(link).not.toContainText(category.emoji);
        await expect(link).toHaveAttribute('href', `${l.prefix}/blog/categorie/${category.slug}`);
        expect((await request.get(`${l.prefix}/blog/categorie/${category.slug}`)).status()).toBe(200);
      }
      // The filter row is one compact band: a single line on a phone, scrolling sideways, and the
      // first article starts within the first two screens.
      await page.setViewportSize({ width: 390, height: 844 });
      const row = (await page.locator('[data-blog-filter]').boundingBox())!;
      expect(row.height).toBeLessThan(70);
      expect((await first.boundingBox())!.y).toBeLessThan(2 * 844);
    });

    test('lists the articles of its first page as cards that open them, newest first', async ({ page }) => {
      await page.goto(`${l.prefix}/blog`);
      const cards = page.locator('#articles [data-article-card]');
      await expect(cards).toHaveCount(Math.min(12, blogArticles.length / 2));
      const dates = await cards.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
      expect(dates).toEqual([...dates].sort().reverse());
      for (let index = 0; index < 3; index++) {
        const card = cards.nth(index);
        // Its picture comes as it nears the screen (ui/Picture whenNear).
        await card.scrollIntoViewIfNeeded();
        await expect(card.locator('img')).toHaveAttribute('alt', /\w{3,}/);
        await expect(card.getByText(l.readingTime)).toBeVisible();
        const title = (await card.locator('h3').textContent())!.trim();
        await card.getByRole('link', { name: l.readMore }).click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog/[a-z0-9-]+$`));
        await expect(page.locator('h1')).toHaveText(title);
        await page.goBack();
      }
    });

    test('prioritises the largest paint of each blog page, and only it', async ({ page }) => {
      // Each page leads with its picture: the blog's on its lists, an article's own on the article.
      for (const path of [`${l.prefix}/blog`, `${l.prefix}/blog/categorie/feng-shui`, `${l.prefix}/blog/lumiere-et-productivite`]) {
        await page.goto(path);
        const picture = page.locator('[data-hero-picture] img');
        await expect(picture).toHaveAttribute('fetchpriority', 'high');
        await expect(picture).toHaveAttribute('loading', 'eager');
        await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      }
    });

    test('announces its RSS feed in the head of every blog page', async ({ page }) => {
      for (const path of [`${l.prefix}/blog`, `${l.prefix}/blog/lumiere-et-productivite`, `${l.prefix}/blog/categorie/feng-shui`]) {
        await page.goto(path);
        await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${l.prefix}/blog/rss.xml`);
      }
    });

    test('article: date in the page’s language, reading time, category, breadcrumb and sections', async ({ page }) => {
      const article = blogArticles.find((a) => a.slug === 'lumiere-et-productivite' && a.lang === l.lang)!;
      await page.goto(`${l.prefix}/blog/lumiere-et-productivite`);
      const meta = page.locator('[data-article-meta]');
      await expect(meta.locator('time')).toHaveAttribute('datetime', article.date);
      await expect(meta).toContainText(
        shownAs(`${dictionaries[l.lang]['blog.publishedOn']} ${formatDate(article.date, l.lang)}`, { within: true }),
      );
      await expect(meta.getByText(l.readingTime)).toBeVisible();
      await expect(meta.locator('[data-article-category]')).toHaveAttribute('href', `${l.prefix}/blog/categorie/neuro-architecture`);
      const crumbs = page.locator('[data-breadcrumbs] li');
      await expect(crumbs).toHaveCount(3);
      await expect(crumbs.nth(0).locator('a')).toHaveAttribute('href', `${l.prefix}/blog`);
      await expect(crumbs.nth(1).locator('a')).toHaveAttribute('href', `${l.prefix}/blog/categorie/neuro-architecture`);
      await expect(crumbs.nth(2).locator('[aria-current="page"]')).toHaveText((await page.locator('h1').textContent())!);
      // The Markdown, rendered: sections, lists, an illustration through the image pipeline.
      await expect(page.locator('[data-slot="prose"] h2').first()).toBeVisible();
      expect(await page.locator('[data-slot="prose"] h2').count()).toBeGreaterThanOrEqual(3);
      // A picture in the text comes as it nears the screen (src/client/load-near.ts).
      await page.locator('[data-slot="prose"] [data-near]').or(page.locator('[data-slot="prose"] img')).first().scrollIntoViewIfNeeded();
      await expect(page.locator('[data-slot="prose"] img').first()).toHaveAttribute('src', /^\/_astro\/.+\.svg$/);
      await expect(page.locator('[data-slot="prose"] img').first()).toHaveAttribute('alt', /\w{3,}/);
    });

    test('article: previous and next lead to the neighbouring articles', async ({ page }) => {
      await page.goto(`${l.prefix}/blog/cinq-principes-feng-shui-salon`);
      await expect(page.locator('[data-pager="previous"]')).toHaveAttribute('href', `${l.prefix}/blog/lumiere-et-productivite`);
      await expect(page.locator('[data-pager="next"]')).toHaveAttribute('href', `${l.prefix}/blog/eclairage-piece-par-piece`);
    });

    test('every category page lists at least one article, newest first, and leads to the other categories', async ({ page }) => {
      for (const category of blogCategories) {
        await page.goto(`${l.prefix}/blog/categorie/${category.slug}`);
        const expected = blogArticles
          .filter((a) => a.lang === l.lang && a.category === category.id)
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((a) => a.slug);
        expect(expected.length, `${category.id} has an article`).toBeGreaterThanOrEqual(1);
        const cards = page.locator('#articles [data-article-card]');
        await expect(cards).toHaveCount(expected.length);
        const shown = await cards.evaluateAll((items) => items.map((c) => c.getAttribute('data-article-card')));
        expect(shown).toEqual(expected);
        // One or two articles: wide cards, not a lone card in a three-column grid.
        if (expected.length <= 2) await expect(page.locator('#articles [data-layout="wide"]')).toHaveCount(1);
        await expect(cards.first().locator(`svg.lucide-${category.icon}`)).toHaveCount(1);
        const others = page.locator('#other-categories a');
        await expect(others).toHaveCount(blogCategories.length - 1);
        for (const other of blogCategories.filter((c) => c.id !== category.id)) {
          const link = page.locator(`#other-categories a[href="${l.prefix}/blog/categorie/${other.slug}"]`);
          await expect(link.locator(`svg.lucide-${other.icon}`)).toHaveAttribute('aria-hidden', 'true');
          await expect(link).not.toContainText(other.emoji);
        }
      }
    });

    test('every article links its author to the about page, with her name and, until her photograph arrives, her initials (never a drawn figure)', async ({
      page,
    }) => {
      for (const article of blogArticles.filter((a) => a.lang === l.lang)) {
        await page.goto(`${l.prefix}/blog/${article.slug}`);
        const author = page.locator('#article [data-article-author]');
        await expect(author, article.slug).toHaveCount(1);
        await expect(author).toContainText(site.practitioner.name);
        // The about page's picture is a drawing of her studio (SVG): it is not her portrait.
        await expect(author.locator('img')).toHaveCount(0);
        const words = site.practitioner.name.trim().split(/\s+/);
        await expect(author.locator('[data-author-initials]')).toHaveText(
          `${words[0]![0]}${words.length > 1 ? words.at(-1)![0] : ''}`.toUpperCase(),
        );
        await expect(author.locator('[data-author-initials]')).toHaveAttribute('aria-hidden', 'true');
        await expect(author.getByRole('link', { name: l.authorLink })).toHaveAttribute('href', `${l.prefix}/about`);
        await expect(page.getByRole('complementary', { name: l.authorRegion })).toHaveCount(1);
      }
    });

    test('article at desktop width: text and table of contents sit together, centred, with no empty gutter', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${l.prefix}/blog/lumiere-et-productivite`);
      const text = (await page.locator('#article [data-slot="prose"]').boundingBox())!;
      const toc = (await page.locator('#article nav[aria-labelledby="toc-title"]').boundingBox())!;
      const band = (await page.locator('#article').boundingBox())!;
      const gutter = toc.x - (text.x + text.width);
      expect(gutter).toBeGreaterThan(24);
      expect(gutter).toBeLessThanOrEqual(80);
      const left = text.x - band.x;
      const right = band.x + band.width - (toc.x + toc.width);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
      // The picture and the author box span the text column (the picture comes as it nears the screen).
      await page.locator('#article [data-near]').or(page.locator('#article picture img')).first().scrollIntoViewIfNeeded();
      const picture = (await page.locator('#article picture img').first().boundingBox())!;
      expect(Math.abs(picture.width - text.width)).toBeLessThanOrEqual(1);
    });

    // One test per category without an article (none today: every category has one). The notice
    // itself stays covered by tests/unit/components/sections/empty-notice.test.tsx.
    for (const empty of emptyCategories) {
      test(`an empty category (${empty.id}) says so kindly and points to the others and to the blog`, async ({ page }) => {
        await page.goto(`${l.prefix}/blog/categorie/${empty.slug}`);
        const notice = page.locator('[data-empty-notice]');
        await expect(notice.locator('h2')).toBeVisible();
        await expect(notice.locator(`a[href="${l.prefix}/blog"]`)).toBeVisible();
        await expect(page.locator('[data-article-card]')).toHaveCount(0);
        const others = page.locator('#other-categories a');
        await expect(others).toHaveCount(5);
        for (const category of blogCategories.filter((c) => c.id !== empty.id)) {
          await expect(page.locator(`#other-categories a[href="${l.prefix}/blog/categorie/${category.slug}"]`)).toHaveCount(1);
        }
      });
    }

    test('serves an RSS 2.0 feed with absolute links to the articles, newest first', async ({ request }) => {
      const response = await request.get(`${l.prefix}/blog/rss.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('xml');
      const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(await response.text());
      expect(feed.rss['@_version']).toBe('2.0');
      const channel = feed.rss.channel;
      expect(channel.title).toContain(site.brand);
      expect(channel.description.length).toBeGreaterThan(20);
      expect(channel.link).toBe(new URL(`${l.prefix}/blog`, site.url).href);
      expect(channel.language).toBe(l.lang === 'fr' ? 'fr-BE' : 'en-GB');
      const items = channel.item as { title: string; link: string; guid: { '#text': string }; pubDate: string; description: string }[];
      expect(items).toHaveLength(blogArticles.filter((a) => a.lang === l.lang).length);
      for (const item of items) {
        const url = new URL(item.link);
        expect(item.link.startsWith(`${site.url}/`), item.link).toBe(true);
        const route = routeAt(url.pathname);
        expect(route?.blog?.kind, item.link).toBe('article');
        expect(route?.lang).toBe(l.lang);
        expect(item.guid['#text']).toBe(item.link);
        expect(item.title.length).toBeGreaterThan(5);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      }
      const times = items.map((item) => Date.parse(item.pubDate));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });
}

test('the language switch on an article lands on its translation, and back', async ({ page }) => {
  await page.goto('/blog/eclairage-piece-par-piece');
  await expect(page.locator('h1')).toHaveText('Bien choisir l’éclairage de chaque pièce');
  await page.locator('[data-language-switch]').click();
  await expect(page).toHaveURL(/\/en\/blog\/eclairage-piece-par-piece$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Choosing the right lighting for every room');
  await expect(page.locator('[data-article-meta] time')).toHaveText('16 September 2025');
  await page.locator('[data-language-switch]').click();
  await expect(page).toHaveURL(/\/blog\/eclairage-piece-par-piece$/);
  await expect(page.locator('[data-article-meta] time')).toHaveText('16 septembre 2025');
});
