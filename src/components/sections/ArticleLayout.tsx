/**
 * The parts of a blog article's page (its meta line, body with table of contents, author box and
 * rendered text with pictures), also reused by the project pages.
 */
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pictureSlotPattern, type ArticleText } from '../../lib/article-text';
import type { ArticleCardData, CategoryView } from '../../lib/blog';
import { Icon } from '../ui/Icon';
import { Picture, type PictureData } from '../ui/Picture';
import { Prose } from '../ui/Prose';
import { Section } from '../ui/Section';
import { ArticleFacts } from './ArticleCardList';

interface ArticleMetaProps extends Pick<ArticleCardData, 'date' | 'readingTime'> {
  category: Pick<CategoryView, 'name' | 'href' | 'icon'>;
  labels: { publishedOn: string; category: string };
}

/** Under an article's title: when it was published, how long it reads, and its category. */
export function ArticleMeta({ date, readingTime, category, labels }: ArticleMetaProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3" data-article-meta>
      <ArticleFacts date={date} readingTime={readingTime} datePrefix={labels.publishedOn} />
      <p className="inline-flex items-center gap-1.5 text-[0.9375rem] text-ink-soft sm:text-sm">
        <Icon name={category.icon} className="size-4" />
        <span className="sr-only">{labels.category}</span>
        <a
          href={category.href}
          className="inline-flex min-h-6 items-center gap-1 font-medium text-clay-deep underline-offset-4 hover:underline"
          data-article-category
        >
          {category.name}
        </a>
      </p>
    </div>
  );
}

interface TocEntry {
  slug: string;
  text: string;
}

/** Who wrote the article, at its foot: portrait, name, one line, and the way to the about page. */
export interface ArticleAuthorData {
  name: string;
  /**
   * The practitioner's photograph, shown beside her name (decoration: empty alt). Without one, her
   * initials stand in its place as a typographic mark: never a drawn, faceless figure.
   */
  portrait?: PictureData | undefined;
  /** The about page in the article's language. */
  aboutHref: string;
  labels: { region: string; writtenBy: string; line: string; about: string };
}

interface ArticleBodyProps {
  author: ArticleAuthorData;
  /** The article's `##` headings, as Astro's Markdown renderer gives them ids. */
  toc: { title: string; entries: readonly TocEntry[] };
  /** The rendered Markdown. */
  children: ReactNode;
}

/**
 * The article itself (its picture leads the page, in the hero): the text at a comfortable
 * measure, then its author; beside it on wide screens, the list of its sections, which stays in
 * view while reading. The text column is as wide as the measure of the text, and the two columns
 * sit together in the middle of the page rather than at its two edges, so no empty gutter opens
 * between them.
 */
export function ArticleBody({ author, toc, children }: ArticleBodyProps) {
  const hasToc = toc.entries.length > 1;
  return (
    <Section tone="white" spacing="tight" id="article">
      <div className={hasToc ? 'grid gap-12 lg:grid-cols-[minmax(0,36rem)_17rem] lg:justify-center lg:gap-16' : 'mx-auto max-w-[36rem]'}>
        <div className="min-w-0">
          <Prose>{children}</Prose>
          <ArticleAuthor {...author} />
        </div>
        {hasToc && (
          <nav aria-labelledby="toc-title" className="hidden lg:block">
            <div className="sticky top-28 rounded-card border border-sand-deep bg-linen p-6">
              <h2 id="toc-title" className="mb-3 font-sans text-sm font-semibold tracking-[0.14em] text-clay-deep uppercase">
                {toc.title}
              </h2>
              <ol className="space-y-1 text-[0.95rem]">
                {toc.entries.map((entry) => (
                  <li key={entry.slug}>
                    <a href={`#${entry.slug}`} className="block py-1 text-ink-soft underline-offset-4 hover:text-clay-deep hover:underline">
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
      </div>
    </Section>
  );
}

/** "Prénom Nom" → "PN": the first letter of the first and last words of a name. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.[0]?.toLocaleUpperCase() ?? '').join('');
}

/** Who wrote the article: her portrait (or her initials), her name and a link to the about page. */
export function ArticleAuthor({ name, portrait, aboutHref, labels }: ArticleAuthorData) {
  return (
    <aside
      aria-label={labels.region}
      data-article-author
      className="mt-14 flex items-start gap-4 rounded-card border border-sand-deep bg-linen p-5 sm:items-center sm:gap-6 sm:p-6"
    >
      <div className="shrink-0">
        {portrait ? (
          <Picture
            image={{ ...portrait, alt: '' }}
            whenNear
            className="size-16 rounded-full border border-sand-deep bg-sand object-cover object-top sm:size-24"
          />
        ) : (
          <span
            aria-hidden="true"
            data-author-initials
            className="flex size-16 items-center justify-center rounded-full border border-clay-deep/40 bg-sand font-serif text-2xl font-medium text-clay-deep sm:size-24 sm:text-3xl"
          >
            {initials(name)}
          </span>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-sm text-ink-soft">{labels.writtenBy}</p>
        <p className="font-serif text-xl font-medium text-ink">{name}</p>
        <p className="mt-1 text-ink-soft">{labels.line}</p>
        <a
          href={aboutHref}
          className="mt-2 inline-block py-0.5 font-medium text-clay-deep underline underline-offset-4 hover:text-clay-darker"
        >
          {labels.about}
          <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.15em]" />
        </a>
      </div>
    </aside>
  );
}

/**
 * An article's rendered Markdown, each of its pictures (lib/article-text.ts) in its place with its
 * sources and sizes. The text is the owner's, already HTML: it is written as it is.
 */
/**
 * A picture's frame in an article's text, as Prose draws an `img` there, given to the picture
 * itself so that its stand-in (held back until it nears the screen) has it too.
 */
const proseFrame = 'my-10 rounded-card border border-sand-deep';

export function ArticleProse({ text }: { text: ArticleText }) {
  const html = text.html.replace(pictureSlotPattern, (_, index: string) =>
    renderToStaticMarkup(<Picture image={text.pictures[Number(index)]!} whenNear className={proseFrame} />),
  );
  return <div data-article-text dangerouslySetInnerHTML={{ __html: html }} />;
}
