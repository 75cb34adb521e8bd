/**
 * An article's text as its page shows it, its pictures given the treatment of every other content
 * picture (lib/picture.ts: AVIF and WebP at a few widths, sizes for the article's column, width
 * and height, lazy).
 *
 * Astro 7 renders Markdown with Sätteri, which runs no remark or rehype plugin, and turns a
 * `![alt](path)` into one `<img>` at the photo's own width, in one format, with no srcset, when
 * `render()` is called. So the page does not call it: it takes the HTML the content layer stored
 * (`entry.rendered.html`, where each local picture is still a marked `<img __ASTRO_IMAGE_="…">`),
 * prepares each picture here, and sections/ArticleLayout puts them in place of the marks.
 * Whether each picture exists is checked before the build starts (lib/blog-articles.ts), so a
 * missing one is named in French with its article.
 */
import type { ImageMetadata, MarkdownHeading } from 'astro';
import type { CollectionEntry } from 'astro:content';
import type { PictureData } from './picture-data';
import { picturePathFrom } from '../content/schemas/picture-file';
import { toPicture } from './picture';
import { articlePictureSlot } from './picture-slots';

/** What Astro's content layer marks in place of each local picture, as its own renderer reads it (astro/dist/content/runtime.js). */
const marked = /<img __ASTRO_IMAGE_="([^"]+)">/g;

/** Where each in-text picture goes: `<img data-article-picture="N">`, N its index in `pictures`. */
export const pictureSlotPattern = /<img data-article-picture="(\d+)">/g;

export interface ArticleText {
  /** The rendered Markdown, each picture replaced by its slot. */
  html: string;
  pictures: PictureData[];
  headings: MarkdownHeading[];
}

/** The fields of the mark: the picture's path as written, relative to the article, and its text alternative. */
function readMark(attribute: string): { src: string; alt: string } {
  const json = attribute
    .replace(/&(?:#x22|quot);/g, '"')
    .replace(/&(?:#x27|apos);/g, "'")
    .replace(/&(?:amp|#x26|#38);/g, '&');
  const { src, alt } = JSON.parse(json) as { src: string; alt?: string };
  return { src, alt: alt ?? '' };
}

/** Every picture the articles may show, by its path from the project's root ("/src/assets/…"); loaded only when an article names it. */
// Both cases: a camera names its files IMG_0042.JPG.
const files = import.meta.glob<ImageMetadata>(
  '/src/assets/**/*.{avif,gif,jpeg,jpg,png,tiff,webp,svg,AVIF,GIF,JPEG,JPG,PNG,TIFF,WEBP,SVG}',
  { import: 'default' },
);

export async function articleText(entry: Pick<CollectionEntry<'blogArticles'>, 'filePath' | 'rendered'>): Promise<ArticleText> {
  const { filePath, rendered } = entry;
  if (!filePath || !rendered) throw new Error(`Article sans texte rendu : ${filePath ?? '(fichier inconnu)'}`);
  const marks = [...rendered.html.matchAll(marked)].map((match) => readMark(match[1]!));
  const pictures = await Promise.all(
    marks.map(async ({ src, alt }) => {
      const path = `/${picturePathFrom(filePath, src)}`;
      const load = files[path];
      // lib/blog-articles.ts refuses a missing picture before the build; this is its last guard.
      if (!load)
        throw new Error(
          `Image introuvable : ${filePath}, dans le texte de l’article : « ${src} » (${path}) n’est pas un fichier de src/assets.`,
        );
      return toPicture({ src: await load(), alt }, [...articlePictureSlot.widths], articlePictureSlot.sizes);
    }),
  );
  let index = 0;
  const html = rendered.html.replace(marked, () => `<img data-article-picture="${index++}">`);
  // The content layer types its metadata loosely; the Markdown renderer fills `headings` with these.
  return { html, pictures, headings: (rendered.metadata?.headings ?? []) as MarkdownHeading[] };
}
