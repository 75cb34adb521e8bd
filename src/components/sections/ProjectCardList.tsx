/**
 * Her projects as cards (the projects page), as compact rows, and as a section of a few with the
 * way to the list on other pages, plus the place-and-year line they share.
 */
import { CalendarDays, MapPin } from 'lucide-react';
import { Picture } from '../ui/Picture';
import type { ProjectCardData } from '../../lib/project-pages';
import { TextActionLink } from '../ui/ButtonLink';
import type { SectionTone } from '../ui/Section';
import { EntryCardList, IconFacts } from './EntryCardList';
import { HeadedSection } from './HeadedSection';

/** Where a project was and the year it was finished, on a line of small print. */
export function ProjectFacts({ place, year, labels }: { place: string; year: number; labels: { place: string; year: string } }) {
  return (
    <IconFacts
      items={[
        { icon: MapPin, label: labels.place, content: place },
        { icon: CalendarDays, label: labels.year, content: <time dateTime={String(year)}>{year}</time> },
      ]}
    />
  );
}

interface ProjectCardListProps {
  cards: readonly ProjectCardData[];
  labels: { place: string; year: string };
}

/** Her projects as cards: the after photograph, the kind of help, title, summary, place and year. */
export function ProjectCardList({ cards, labels }: ProjectCardListProps) {
  return (
    <EntryCardList
      cards={cards}
      facts={(card) => <ProjectFacts place={card.place} year={card.year} labels={labels} />}
      mark="data-project-card"
    />
  );
}

/**
 * Her projects in rows, on a page that is not theirs: a thumbnail beside the kind of
 * help, title, place and year on a phone, where three cards ran to nearly three screens; three
 * columns from 1024 px. Each row is one link, named by its title.
 */
export function ProjectRows({ cards, labels }: ProjectCardListProps) {
  return (
    <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3 lg:gap-8" data-layout="rows">
      {cards.map((card) => (
        <li key={card.slug} data-project-card={card.slug}>
          <a
            href={card.href}
            aria-labelledby={`project-${card.slug}`}
            className="group grid grid-cols-[9rem_minmax(0,1fr)] items-start gap-4 sm:grid-cols-[10rem_minmax(0,1fr)] lg:grid-cols-1"
          >
            <Picture image={card.image} whenNear className="aspect-[4/3] object-cover" />
            <div className="flex min-w-0 flex-col gap-1.5 sm:gap-2">
              <span className="text-sm font-medium text-clay-deep">{card.badge}</span>
              <span
                id={`project-${card.slug}`}
                className="font-serif text-lg leading-snug font-medium text-ink group-hover:text-clay-deep lg:text-xl"
              >
                {card.title}
              </span>
              <ProjectFacts place={card.place} year={card.year} labels={labels} />
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

interface ProjectCardsSectionProps extends ProjectCardListProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  /** The way to every project, under the cards. */
  link: { href: string; label: string };
  tone?: SectionTone;
}

/**
 * A few of her projects on another page (the home, a support page, under a case study), with the
 * way to the list. Its words are left out of the site search (build/search/search-pages.ts):
 * the projects are found on their own pages.
 */
export function ProjectCardsSection({ content, cards, labels, link, tone = 'linen' }: ProjectCardsSectionProps) {
  if (cards.length === 0) return null;
  return (
    <HeadedSection id="projects" content={content} tone={tone}>
      <div data-project-cards>
        <ProjectRows cards={cards} labels={labels} />
        <TextActionLink action={link} className="mt-6 sm:mt-8" />
      </div>
    </HeadedSection>
  );
}
