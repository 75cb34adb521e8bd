/**
 * The blog's article list (src/lib/blog-articles.ts): what the route table reads in every context.
 * A missing field, an unknown category or an article without its other-language twin must stop
 * the build with the file named.
 */
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogArticles, frontMatterOf, loadBlogArticles, validateArticles, type ArticleSource } from '../../../src/lib/blog-articles';
import { countWords } from '../../../src/lib/reading-time';
import { blogCategories } from '../../../src/config/blog';
import { readFileSync } from 'node:fs';

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\nText.\n`;

const valid = {
  title: '"Un titre"',
  description: '"Une description assez longue pour servir de meta description à la page de l’article."',
  date: '2025-03-18',
  category: 'neuroArchitecture',
  hero: '\n  src: ../hero.svg\n  alt: "Une illustration"',
};

function source(lang: 'fr' | 'en', slug: string, fields: Record<string, string> = valid): ArticleSource {
  return { file: `src/content/blog/${lang}/${slug}.md`, lang, slug, text: frontMatter(fields) };
}

const anyImage = () => true;

describe('blog articles', () => {
  it('lists the site’s articles, each in French and English, the three featured ones among them', () => {
    const slugs = (lang: string) =>
      blogArticles
        .filter((a) => a.lang === lang)
        .map((a) => a.slug)
        .sort();
    expect(slugs('fr')).toEqual(slugs('en'));
    expect(slugs('fr')).toEqual(
      expect.arrayContaining(['lumiere-et-productivite', 'cinq-principes-feng-shui-salon', 'eclairage-piece-par-piece']),
    );
    expect(new Set(blogArticles.map((a) => a.date)).size).toBe(blogArticles.length / 2);
  });

  it('has every article written out: 800 words or more in each language, sections and an illustration', () => {
    for (const article of blogArticles) {
      const text = readFileSync(article.file, 'utf8');
      expect(countWords(text), article.file).toBeGreaterThanOrEqual(800);
      expect(text.match(/^## /gm)?.length ?? 0, `${article.file}: ## headings`).toBeGreaterThanOrEqual(3);
    }
    for (const article of blogArticles.filter((a) =>
      ['lumiere-et-productivite', 'cinq-principes-feng-shui-salon', 'eclairage-piece-par-piece'].includes(a.slug),
    )) {
      const text = readFileSync(article.file, 'utf8');
      expect(text, `${article.file}: an illustration besides the hero`).toMatch(
        /!\[[^\]]+\]\(\.\.\/\.\.\/\.\.\/assets\/art\/blog\/[a-z-]+\.svg\)/,
      );
      expect(article.date.startsWith('2025-')).toBe(true);
    }
  });

  it('dates every article in the past, and gives every category at least one article', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const article of blogArticles) expect(article.date < today, `${article.file}: ${article.date}`).toBe(true);
    for (const category of blogCategories)
      expect(
        blogArticles.some((a) => a.category === category.id),
        category.id,
      ).toBe(true);
  });

  it('gives every article a hero illustration of its own, with no text drawn in it', () => {
    const heroes = new Map<string, string>();
    for (const article of blogArticles) {
      const src = /^hero:\s*\n\s+src:\s*(\S+)/m.exec(readFileSync(article.file, 'utf8'))?.[1];
      expect(src, article.file).toBeDefined();
      const file = resolve(dirname(article.file), src!);
      const owner = heroes.get(file);
      if (owner) expect(owner, `${article.file} reuses the hero of ${owner}`).toBe(article.slug);
      heroes.set(file, article.slug);
      if (file.endsWith('.svg')) expect(readFileSync(file, 'utf8'), file).not.toMatch(/<text[\s>]/);
    }
  });

  it('accepts a valid pair, with a date written or parsed as a date', () => {
    const articles = validateArticles([source('fr', 'un-article'), source('en', 'un-article')], anyImage);
    expect(articles.map((a) => [a.lang, a.slug, a.date, a.category])).toEqual([
      ['fr', 'un-article', '2025-03-18', 'neuroArchitecture'],
      ['en', 'un-article', '2025-03-18', 'neuroArchitecture'],
    ]);
  });

  it('fails on an article without its twin, naming the file and the one to add', () => {
    expect(() => validateArticles([source('fr', 'seul')], anyImage)).toThrow(
      'src/content/blog/fr/seul.md: has no English version; add src/content/blog/en/seul.md',
    );
    expect(() => validateArticles([source('en', 'alone')], anyImage)).toThrow('src/content/blog/en/alone.md: has no French version');
  });

  it('fails on a fixture folder whose French article has no English twin', () => {
    const dir = resolve(import.meta.dirname, '../../fixtures/blog-missing-twin');
    expect(() => loadBlogArticles(dir)).toThrow(/tests\/fixtures\/blog-missing-twin\/fr\/sans-jumeau\.md: has no English version/);
    expect(() => loadBlogArticles(dir)).not.toThrow(/a-deux-langues/);
  });

  it('fails on a missing field, naming the file and the field', () => {
    const { title: _title, ...untitled } = valid;
    expect(() => validateArticles([source('fr', 'x', untitled), source('en', 'x')], anyImage)).toThrow('src/content/blog/fr/x.md: title:');
    const { hero: _hero, ...noHero } = valid;
    expect(() => validateArticles([source('fr', 'x'), source('en', 'x', noHero)], anyImage)).toThrow('src/content/blog/en/x.md: hero:');
  });

  it('fails on an unknown category, a bad date, an empty alt text or an unknown field', () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, category: 'astrologie' }, 'category:'],
      [{ ...valid, date: '18/03/2025' }, 'date:'],
      [{ ...valid, hero: '\n  src: ../hero.svg\n  alt: ""' }, 'hero.alt:'],
      [{ ...valid, categroy: 'fengShui' }, 'categroy'],
    ];
    for (const [fields, field] of cases) {
      expect(() => validateArticles([source('fr', 'x', fields), source('en', 'x')], anyImage)).toThrow(
        `src/content/blog/fr/x.md: ${field}`,
      );
    }
  });

  it('fails on a hero image that does not exist', () => {
    expect(() => validateArticles([source('fr', 'x'), source('en', 'x')], () => false)).toThrow(
      /src\/content\/blog\/fr\/x\.md: hero\.src: image introuvable : « [^»]+ » ne mène à aucun fichier/,
    );
  });

  it('refuses a HEIC hero in French, asking for a JPEG', () => {
    const heic = { ...valid, hero: '\n  src: ../../../assets/IMG_0042.HEIC\n  alt: "Un salon"' };
    expect(() => validateArticles([source('fr', 'x', heic), source('en', 'x')], anyImage)).toThrow(
      /src\/content\/blog\/fr\/x\.md: hero\.src: format HEIC\/HEIF refusé .*exportez la photo en JPEG/,
    );
  });

  it('fails when the two versions disagree on the date or the category', () => {
    expect(() => validateArticles([source('fr', 'x'), source('en', 'x', { ...valid, category: 'fengShui' })], anyImage)).toThrow(
      'src/content/blog/en/x.md: category "fengShui" differs from src/content/blog/fr/x.md ("neuroArchitecture")',
    );
  });

  it('fails on a file name that is not a usable address, or taken by another blog page', () => {
    expect(() => validateArticles([source('fr', 'Mon Article'), source('en', 'Mon Article')], anyImage)).toThrow(
      'src/content/blog/fr/Mon Article.md: the file name',
    );
    expect(() => validateArticles([source('fr', 'categorie'), source('en', 'categorie')], anyImage)).toThrow('"categorie" is reserved');
    expect(() => validateArticles([source('fr', 'page'), source('en', 'page')], anyImage)).toThrow('"page" is reserved');
  });

  it('fails on a file without front matter', () => {
    const bare: ArticleSource = { file: 'src/content/blog/fr/x.md', lang: 'fr', slug: 'x', text: '# Juste un titre\n' };
    expect(() => validateArticles([bare, source('en', 'x')], anyImage)).toThrow('src/content/blog/fr/x.md: no front matter');
    expect(frontMatterOf('---\na: 1\n---\nbody')).toBe('a: 1');
  });
});
