/**
 * The blog's presentation logic: a young category (one or two articles) shows wide cards instead
 * of a lone card in a three-column grid; the categories show the site's line icons, never the
 * categories' emoji (they render differently on every system); the filter row marks the list shown.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleCardList } from '../../../../src/components/sections/ArticleCardList';
import { BlogCategoryFilter } from '../../../../src/components/sections/BlogCategoryFilter';
import { CategoryLinks } from '../../../../src/components/sections/CategoryLinks';
import { iconNames } from '../../../../src/config/icon-names';
import { blogCategories } from '../../../../src/config/blog';
import { articleCardPictureSlot, articleListLayout } from '../../../../src/lib/article-list';
import type { ArticleCardData, CategoryView } from '../../../../src/lib/blog';

const card = (slug: string): ArticleCardData => ({
  slug,
  href: `/blog/${slug}`,
  title: `Titre ${slug}`,
  description: 'Une description.',
  category: 'Feng Shui',
  categoryIcon: 'compass',
  date: { iso: '2025-05-27', text: '27 mai 2025' },
  readingTime: '5\u00a0min de lecture',
  image: { src: '/x.svg', width: 1200, height: 800, alt: 'Une illustration', sources: [] },
  readMore: 'Lire la suite',
});

const views: CategoryView[] = blogCategories.map((category) => ({
  ...category,
  name: `Nom ${category.id}`,
  description: `Description ${category.id}`,
  href: `/blog/categorie/${category.slug}`,
}));

describe('article list layout', () => {
  it('lays one or two articles out wide, three or more in a grid', () => {
    expect([1, 2, 3, 7].map(articleListLayout)).toEqual(['wide', 'wide', 'grid', 'grid']);
  });

  it('sizes card pictures for the layout they land in', () => {
    // A third of the 1152 px text less two 24 px gaps and the card's border; on a phone, the text's width less it.
    expect(articleCardPictureSlot('grid')).toMatchObject({
      ratio: 3 / 2,
      sizes: expect.stringMatching(/^\(min-width: 1216px\) 366px, .*, calc\(100vw - 42px\)$/),
    });
    // A 3× phone's card (1044 px) takes the 800 px file, not a 1200 px one (lib/article-list.ts).
    expect(Math.max(...articleCardPictureSlot('grid').widths)).toBe(800);
    // A wide card: beside its text from 768 px, uncut; below, stacked across the card and cut 3 : 2.
    expect(articleCardPictureSlot('wide')).toMatchObject({
      ratio: undefined,
      sizes: expect.stringMatching(/^\(min-width: 1216px\) 600px, /),
    });
    expect(articleCardPictureSlot('wide').cuts).toEqual([
      { media: '(max-width: 767.98px)', ratio: 3 / 2, widths: expect.any(Array), sizes: expect.stringMatching(/calc\(100vw - 42px\)$/) },
    ]);
  });

  it('renders a single article as one wide card with its category, facts and link', () => {
    const html = renderToString(<ArticleCardList cards={[card('un')]} />);
    expect(html).toContain('data-layout="wide"');
    expect(html.match(/data-article-card=/g)).toHaveLength(1);
    expect(html).toContain('Feng Shui');
    expect(html).toContain('dateTime="2025-05-27"');
    expect(html).toMatch(/<a href="\/blog\/un"[^>]*>Lire la suite/);
  });

  it('renders three articles as a grid', () => {
    const html = renderToString(<ArticleCardList cards={[card('un'), card('deux'), card('trois')]} />);
    expect(html).not.toContain('data-layout="wide"');
    expect(html).toContain('md:grid-cols-3');
    expect(html.match(/data-article-card=/g)).toHaveLength(3);
  });
});

describe('category icons', () => {
  it('name an icon of the site’s own set, one per category', () => {
    for (const category of blogCategories) expect(iconNames, category.id).toContain(category.icon);
    expect(new Set(blogCategories.map((c) => c.icon)).size).toBe(blogCategories.length);
  });

  it('are drawn as hidden line icons in the filter row and the category links, and no emoji is shown', () => {
    const filter = views.map((view) => ({ href: view.href, label: view.name, icon: view.icon, active: false }));
    for (const html of [
      renderToString(<BlogCategoryFilter label="Thèmes du blog" links={filter} />),
      renderToString(<CategoryLinks categories={views} />),
    ]) {
      for (const category of blogCategories) expect(html).toMatch(new RegExp(`<svg[^>]*lucide-${category.icon}[^>]*aria-hidden="true"`));
      for (const category of blogCategories) expect(html).not.toContain(category.emoji);
      expect(html).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});

describe('the filter row above the articles', () => {
  it('is a named navigation that marks the list being shown, and only it', () => {
    const html = renderToString(
      <BlogCategoryFilter
        label="Thèmes du blog"
        links={[
          { href: '/blog', label: 'Tous les articles', active: false },
          { href: '/blog/categorie/feng-shui', label: 'Feng Shui', icon: 'compass', active: true },
          { href: '/blog/categorie/etudes-de-cas', label: 'Études de cas', icon: 'drafting-compass', active: false },
        ]}
      />,
    );
    expect(html).toMatch(/^<nav aria-label="Thèmes du blog"/);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/blog\/categorie\/feng-shui" aria-current="true"/);
  });
});
