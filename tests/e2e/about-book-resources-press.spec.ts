/** About, book, resources and press pages (docs/decisions/001, docs/decisions/016): what each must show, in both languages. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { site } from '../../src/config/site';
import { pathFor } from '../../src/i18n/routes';
import { format, useTranslations } from '../../src/i18n/ui';
import { bookFacts } from '../../src/lib/book';
import { pageContent, shownAs } from '../content';
import { expect, LOCAL_ORIGIN, rejectAll, scrollThrough, test } from './fixtures';
import { TEXT_200, withStyle } from './a11y-probes';

/**
 * What each page shows of its content file and the site's data, as the page writes it: figures,
 * the book's facts (their formatting is tests/unit/lib/book.test.ts's), the buttons' words.
 */
function expectedFor(lang: 'fr' | 'en') {
  const livre = pageContent('livre', lang);
  return {
    about: pageContent('about', lang),
    aboutFigures: pageContent('about', lang).results.stats.map((stat) => shownAs(stat.number)),
    facts: bookFacts(site.book, livre.purchase.factLabels, lang).map((fact) => shownAs(fact.value)),
    stars: format(useTranslations(lang)('rating.other'), { value: '5', max: '5' }),
    order: livre.purchase.order.label,
    discover: livre.gallery.link.label,
    resource: pageContent('ressources', lang).resources.buttonText,
  };
}

/** Every link of the page that leaves the site opens in a new tab, without opener or referrer. */
async function expectExternalLinksInNewTab(page: Page) {
  const external = await page.locator('a[href^="http"]').evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: (a.getAttribute('rel') ?? '').split(/\s+/),
    })),
  );
  const leaving = external.filter((link) => !LOCAL_ORIGIN.test(link.href));
  expect(leaving.length).toBeGreaterThan(0);
  for (const link of leaving) {
    expect(link.target, link.href).toBe('_blank');
    expect(link.rel, link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
}

for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'fr' ? '' : '/en';
  const words = expectedFor(lang);

  test.describe(`${prefix || '/'} about, book, resources, press (${lang})`, () => {
    test('about: journey, quote, figures, content cards, social feed and next steps', async ({ page }) => {
      await page.goto(pathFor('about', lang));
      await expect(page.locator('#drive h2')).toHaveText(shownAs(words.about.drive.title));
      const steps = page.locator('#journey ol > li');
      await expect(steps).toHaveCount(4);
      await expect(steps.locator('h3')).toHaveCount(4);
      const quote = page.locator('#quote figure');
      await expect(quote.locator('blockquote')).toHaveCount(1);
      await expect(quote.locator('figcaption')).toContainText(words.about.quote.author);
      await expect(page.locator('#results dd')).toHaveText(words.aboutFigures);
      const cardLinks = await page.locator('#content li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(cardLinks).toEqual([`${prefix}/podcast`, `${prefix}/livre`, `${prefix}/ressources`]);
      const social = page.locator(`#content a[href="${site.social.instagram}"]`);
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(page.locator(`#closing a[href="${prefix}/formation"]`)).toHaveCount(1);
      await expect(page.locator(`#closing a[href="${prefix}/contact"]`)).toHaveCount(1);
      await expectExternalLinksInNewTab(page);
    });

    test('book: #acheter lands on the purchase section', async ({ page }) => {
      await page.goto(`${pathFor('livre', lang)}#acheter`);
      const purchase = page.locator('#acheter');
      await expect(purchase.locator('h2')).toBeInViewport();
      // The page may still be gliding to the anchor (smooth scrolling): wait for it to arrive.
      await expect
        .poll(async () => (await purchase.boundingBox())!.y, { message: 'the section starts near the top, below the sticky header' })
        .toBeLessThan(120);
      await expect(purchase.getByRole('link', { name: words.order })).toHaveAttribute('href', site.external.bookDistributor);
    });

    test('book: facts, excerpts, stars and the distributor links', async ({ page }) => {
      await page.goto(pathFor('livre', lang));
      await expect(page.locator('#hero img')).toHaveAttribute('fetchpriority', 'high');
      await expect(page.locator('#why-read li')).toHaveCount(6);
      await expect(page.locator('#contents ol > li')).toHaveCount(5);

      // The eight excerpts: lazy, described, and all loaded once scrolled to (they come as the
      // gallery nears the screen, src/client/load-near.ts).
      await page.locator('#extraits').scrollIntoViewIfNeeded();
      const excerpts = page.locator('#extraits img');
      await expect(excerpts).toHaveCount(8);
      for (const img of await excerpts.all()) {
        await expect(img).toHaveAttribute('loading', 'lazy');
        expect((await img.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(10);
      }
      await scrollThrough(page);
      await page.locator('#extraits').scrollIntoViewIfNeeded();
      await expect
        .poll(() => excerpts.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length))
        .toBe(8);
      await expect(page.locator('#extraits').getByRole('link', { name: words.discover })).toHaveAttribute(
        'href',
        site.external.bookDistributor,
      );

      // One name per testimonial for its stars, not five images.
      await expect(page.locator('[data-review]')).toHaveCount(3);
      await expect(page.locator('#reviews').getByRole('img', { name: words.stars, exact: true })).toHaveCount(3);
      await expect(page.locator('#reviews [role="img"] svg:not([aria-hidden="true"])')).toHaveCount(0);
      await expect(page.locator('#reviews figure blockquote')).toHaveCount(3);

      await expect(page.locator('#acheter dl dd')).toHaveText(words.facts);
      await expect(page.locator('#acheter dl time')).toHaveAttribute('datetime', site.book.released);
      await expect(page.locator(`#author a[href="${prefix}/about"]`)).toHaveCount(1);
      await expect(page.locator(`a[href="${site.external.bookDistributor}"]`)).toHaveCount(3);
      await expectExternalLinksInNewTab(page);
    });

    test('resources: six resources, six new-tab links to their pages', async ({ page }) => {
      await page.goto(pathFor('ressources', lang));
      const cards = page.locator('#resources li');
      await expect(cards).toHaveCount(6);
      const links = page.locator('#resources a[target="_blank"]');
      await expect(links).toHaveCount(6);
      await expect(links).toHaveText(Array(6).fill(new RegExp(`^${words.resource}`)));
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      const { movingChecklist, masterclassNeuroArchitecture, masterclassConstruction, replayColourPsychology, replayIkigai, quiz } =
        site.external;
      expect(hrefs).toEqual([
        movingChecklist,
        masterclassNeuroArchitecture,
        masterclassConstruction,
        replayColourPsychology,
        replayIkigai,
        quiz,
      ]);
      for (const img of await page.locator('#resources li img').all())
        expect((await img.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(10);
      await expectExternalLinksInNewTab(page);
    });

    test('press: three media logos with their names, the articles that spoke of her, a press kit, and the way to contact (the closing block)', async ({
      page,
    }) => {
      const path = pathFor('press', lang);
      expect(path).toBe(`${prefix}/press-${site.pressSlug}`);
      await page.goto(path);
      await rejectAll(page);
      const logos = page.locator('#media img');
      await expect(logos).toHaveCount(3);
      for (const logo of await logos.all()) expect((await logo.getAttribute('alt'))?.trim().length ?? 0).toBeGreaterThan(2);
      // The coverage, as text for every visitor: outlet, title linked to the original, date; newest first.
      const press = parse(readFileSync(`src/content/press/${lang}.yaml`, 'utf8')) as {
        coverage: { items: { outlet: string; title: string; date: string; url: string }[] };
        kit: { bio: string[] };
      };
      const articles = page.locator('#coverage [data-coverage]');
      await expect(articles).toHaveCount(press.coverage.items.length);
      const newest = [...press.coverage.items].sort((a, b) => b.date.localeCompare(a.date))[0]!;
      await expect(articles.first()).toContainText(newest.outlet);
      // The title is typeset (no-break spaces, word joiners after hyphens): the link is found by its place.
      await expect(articles.first().locator('h3 a')).toHaveAttribute('href', newest.url);
      await expect(articles.first().locator('time')).toHaveAttribute('datetime', newest.date);
      // The press kit: her name over the biography, and how to reach her.
      const kit = page.locator('#press-kit');
      await expect(kit.getByRole('heading', { level: 3, name: site.practitioner.name })).toBeVisible();
      await expect(kit.locator('[data-slot="card"] p').first()).toContainText(press.kit.bio[0]!.split(' ').slice(0, 3).join(' '));
      await expect(kit.locator(`a[href="mailto:${site.contact.email}"]`)).toBeVisible();
      await expect(kit.locator(`a[href="${site.contact.phoneHref}"]`)).toBeVisible();
      await expect(page.locator(`#closing a[href="${prefix}/contact"]`)).toHaveCount(1);
      await expectExternalLinksInNewTab(page);
    });
  });
}

test('the English pages carry no French copy beyond the book’s title', async ({ page }) => {
  for (const id of ['about', 'livre', 'ressources', 'press'] as const) {
    await page.goto(pathFor(id, 'en'));
    const text = await page.locator('main').innerText();
    for (const word of [' vous ', ' votre ', ' et ', 'Découvrir', 'Commander', 'ressource '])
      expect(text, `${id}: "${word}"`).not.toContain(word);
  }
});

for (const lang of ['fr', 'en'] as const) {
  test(`the book's reasons to read stay inside their tiles at 1280 px with text at 200 % (${lang}, WCAG 1.4.4)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathFor('livre', lang));
    await rejectAll(page);
    const spills = await withStyle(page, TEXT_200, () =>
      page.locator('#why-read li').evaluateAll((tiles) =>
        tiles.flatMap((tile) => {
          const range = document.createRange();
          range.selectNodeContents(tile.querySelector('p')!);
          const text = range.getBoundingClientRect();
          const box = tile.getBoundingClientRect();
          return text.right > box.right + 0.5 || text.left < box.left - 0.5
            ? [`${tile.textContent?.slice(0, 30)}: ${Math.round(text.right - box.right)} px out`]
            : [];
        }),
      ),
    );
    expect(spills).toEqual([]);
  });
}
