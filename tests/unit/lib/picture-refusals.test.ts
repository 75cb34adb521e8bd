/**
 * Each bad picture the owner can choose is refused in French, naming the content file and the
 * field, through the code the build runs: the collections' image helper
 * (content/schemas/picture-file.ts) for a HEIC or missing file in a page's field, lib/picture-checks.ts
 * for a file over 25 MB or narrower than its place, lib/blog-articles.ts for a picture in an
 * article's text. Each case starts from the site's real content files.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pageSchemas } from '../../../src/content/schemas';
import { checkedImage } from '../../../src/content/schemas/picture-file';
import type { ImageHelper } from '../../../src/content/schemas/shared';
import { loadBlogArticles, readArticleSources, textPicturePaths, validateArticles } from '../../../src/lib/blog-articles';
import { checkPictureFile, maxPictureBytes, usableWidths } from '../../../src/lib/picture-checks';
import { heroPhoneBand } from '../../../src/lib/picture-slots';

// Astro's own image() reads the path once our checks let it through; a plain string stands for it.
const astroImage = (() => z.string()) as unknown as ImageHelper;
const aboutFile = (lang: string) => parse(readFileSync(resolve('src/content/about', `${lang}.yaml`), 'utf8'));
const aboutWithHero = (src: string) => {
  const data = aboutFile('fr');
  data.hero.picture.src = src;
  return pageSchemas.about(checkedImage(astroImage, 'src/content/about')).safeParse(data);
};
const heroDrawing = 'src/assets/art/hero/about.svg';
const heroFields = 'src/content/about/en.yaml, champ hero.picture.src ; src/content/about/fr.yaml, champ hero.picture.src';

describe('a page’s picture field', () => {
  it('takes the page’s drawing as it is', () => {
    expect(aboutWithHero('../../assets/art/hero/about.svg').success).toBe(true);
  });

  it('refuses a HEIC or HEIF photo, asking for a JPEG, at the field that names it', () => {
    for (const src of ['../../assets/uploads/IMG_0042.HEIC', '../../assets/uploads/salon.heif']) {
      const result = aboutWithHero(src);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['hero.picture.src', expect.stringMatching(/^format HEIC\/HEIF refusé \(« [^»]+ »\) : .*exportez la photo en JPEG/)],
      ]);
    }
  });

  it('refuses a file that does not exist, at the field that names it', () => {
    const result = aboutWithHero('../../assets/uploads/salon.jpg');
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'hero.picture.src',
        expect.stringMatching(/^image introuvable : « \.\.\/\.\.\/assets\/uploads\/salon\.jpg » ne mène à aucun fichier/),
      ],
    ]);
  });

  it('refuses a file over 25 MB, naming the content files and fields that use it', () => {
    expect(() => checkPictureFile({ format: 'jpg', fsPath: heroDrawing }, maxPictureBytes + 1)).toThrow(
      `Image trop lourde : ${heroDrawing} pèse 25 Mo (utilisée dans ${heroFields}), pour 25 Mo au plus.`,
    );
  });

  it('refuses a picture narrower than the band it fills on a tablet, naming where it is used, so no srcset is left empty', () => {
    const widths = heroPhoneBand.widths;
    expect(usableWidths({ width: 1000, fsPath: heroDrawing }, widths)).toEqual([480, 640, 800, 1000]);
    expect(() => usableWidths({ width: 320, fsPath: heroDrawing }, widths)).toThrow(
      `Image trop petite : ${heroDrawing} fait 320 px de large, et sa place sur la page en demande au moins 480 (utilisée dans ${heroFields}).`,
    );
  });
});

describe('a picture in an article’s text', () => {
  const article = (body: string) =>
    `---\ntitle: "Un titre"\ndescription: "Une description assez longue pour servir de meta description à la page."\ndate: 2025-03-18\ncategory: neuroArchitecture\nhero:\n  src: ../../../assets/art/blog/lumiere-hero.svg\n  alt: "Une illustration"\n---\n\n${body}\n`;

  it('is found written inline, with a title, between angle brackets or by reference, and not in code', () => {
    const text = article(
      [
        '![Un salon](../../../assets/a.jpg) et ![Un plan](../../../assets/b.svg "Le plan")',
        '![Une cuisine](<../../../assets/c d.jpg>)',
        '![Une chambre][chambre]',
        '[chambre]: ../../../assets/d.jpg',
        '`![pas une image](x.jpg)`',
        '```md\n![pas une image non plus](y.jpg)\n```',
      ].join('\n\n'),
    );
    expect(textPicturePaths(text)).toEqual([
      '../../../assets/a.jpg',
      '../../../assets/b.svg',
      '../../../assets/c d.jpg',
      '../../../assets/d.jpg',
    ]);
  });

  it('stops the build when missing, naming the article and the path as written, in French', () => {
    // A copy of the real blog folder, one French article pointing at a picture that is not there.
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    try {
      const root = join(dir, 'project');
      cpSync('src/content/blog', join(root, 'src/content/blog'), { recursive: true });
      cpSync('src/assets/art/blog', join(root, 'src/assets/art/blog'), { recursive: true });
      const file = join(root, 'src/content/blog/fr/lumiere-et-productivite.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('lumiere-plan-bureau.svg', 'plan-du-bureau.jpg'));
      expect(() => loadBlogArticles(join(root, 'src/content/blog'), root)).toThrow(
        'src/content/blog/fr/lumiere-et-productivite.md: dans le texte de l’article : image introuvable : « ../../../assets/art/blog/plan-du-bureau.jpg » ne mène à aucun fichier',
      );
      expect(readArticleSources(join(root, 'src/content/blog'), root)).toHaveLength(readArticleSources('src/content/blog').length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a HEIC photo, and a picture outside src/assets, naming the article', () => {
    const sources = (body: string) => [
      { file: 'src/content/blog/fr/x.md', lang: 'fr' as const, slug: 'x', text: article(body) },
      { file: 'src/content/blog/en/x.md', lang: 'en' as const, slug: 'x', text: article('Text.') },
    ];
    const exists = () => true;
    expect(() => validateArticles(sources('![Un salon](../../../assets/uploads/IMG_0042.HEIC)'), exists)).toThrow(
      /src\/content\/blog\/fr\/x\.md: dans le texte de l’article : format HEIC\/HEIF refusé \(« \.\.\/\.\.\/\.\.\/assets\/uploads\/IMG_0042\.HEIC »\) : .*exportez la photo en JPEG/,
    );
    for (const src of ['/images/salon.jpg', 'https://example.com/salon.jpg', '../../salon.jpg']) {
      expect(() => validateArticles(sources(`![Un salon](${src})`), exists)).toThrow(
        `src/content/blog/fr/x.md: dans le texte de l’article : image hors de src/assets (« ${src} »)`,
      );
    }
    expect(validateArticles(sources('![Un salon](../../../assets/uploads/salon.jpg)'), exists)).toHaveLength(2);
  });
});
