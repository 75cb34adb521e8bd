/**
 * The parts of a project's own page: its hero with the before/after photographs, then what it was
 * about, what changed, and its story with the plan beside it.
 */
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../chrome/Breadcrumbs';
import type { Locale } from '../../i18n/locales';
import type { ArticleText } from '../../lib/article-text';
import type { Crumb } from '../../lib/breadcrumbs';
import type { PictureData } from '../../lib/picture-data';
import { CheckList } from '../ui/CheckList';
import { Heading } from '../ui/Heading';
import { Picture } from '../ui/Picture';
import { Section } from '../ui/Section';
import { Prose } from '../ui/Prose';
import { Sheet } from '../ui/Sheet';
import { ArticleProse } from './ArticleLayout';
import { ProjectFacts } from './ProjectCardList';

interface ProjectHeroProps {
  lang: Locale;
  trail: readonly Crumb[];
  /** The kind of help, above the title. */
  kind: string;
  title: string;
  intro: string;
  /** Its place and year, and their names for screen readers. */
  facts: { place: string; year: number; labels: { place: string; year: string } };
  /** The place before and after (sections/BeforeAfter): beside the title from 1024 px, under it on phones. */
  children: ReactNode;
}

/** The top of a project's page: its one h1 with the kind, place and year, and the before and after photographs beside it. */
export function ProjectHero({ lang, trail, kind, title, intro, facts, children }: ProjectHeroProps) {
  return (
    <section id="hero" className="relative overflow-hidden bg-sand/50 pt-12 pb-14 sm:pt-20 sm:pb-20">
      <div className="page-container grid items-center gap-10 lg:grid-cols-12 lg:gap-x-8">
        <div className="min-w-0 lg:col-span-6">
          <Breadcrumbs lang={lang} trail={trail} />
          <Heading level={1} eyebrow={kind} title={title} intro={intro} />
          <div className="mt-6">
            <ProjectFacts {...facts} />
          </div>
        </div>
        <div className="min-w-0 lg:col-span-6">{children}</div>
      </div>
    </section>
  );
}

interface ProjectStoryProps {
  titles: { question: string; changes: string; story: string; plan: string };
  question: string;
  changes: readonly string[];
  /** The story: the project's Markdown body, its pictures prepared as an article's (lib/article-text.ts). */
  story: ArticleText;
  /** The plan, shown whole as an architect's sheet. */
  plan?: PictureData | undefined;
}

/**
 * What the project was about and what it changed, then its story, with its plan beside it when it
 * has one: a white band and a linen one.
 */
export function ProjectStory({ titles, question, changes, story, plan }: ProjectStoryProps) {
  return (
    <>
      <Section id="question" tone="white" aria-labelledby="question-title">
        <div className="grid gap-10 md:grid-cols-2 lg:gap-16">
          <div>
            <Heading id="question-title" title={titles.question} />
            <p className="mt-6 font-serif text-2xl leading-snug font-medium text-ink">{question}</p>
          </div>
          <div>
            <Heading id="changes-title" title={titles.changes} />
            <CheckList items={changes} className="mt-6" />
          </div>
        </div>
      </Section>
      <Section id="story" aria-labelledby="story-title">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-x-8">
          <div className="min-w-0 lg:col-span-7">
            <Heading id="story-title" title={titles.story} />
            <Prose className="mt-2">
              <ArticleProse text={story} />
            </Prose>
          </div>
          {plan && (
            <div className="min-w-0 lg:col-span-5">
              <h3 className="font-serif text-2xl font-medium">{titles.plan}</h3>
              <Sheet className="mt-6">
                <Picture image={plan} whenNear />
              </Sheet>
            </div>
          )}
        </div>
      </Section>
    </>
  );
}
