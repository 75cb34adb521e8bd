import { CalendarDays, MapPin } from 'lucide-react';
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

/** Her projects as cards (issue 49): the after photograph, the kind of help, title, summary, place and year. */
export function ProjectCardList({ cards, labels }: ProjectCardListProps) {
  return <EntryCardList cards={cards} facts={(card) => <ProjectFacts place={card.place} year={card.year} labels={labels} />} mark="data-project-card" />;
}

interface ProjectCardsSectionProps extends ProjectCardListProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  /** The way to every project, under the cards. */
  link: { href: string; label: string };
  tone?: SectionTone;
}

/**
 * A few of her projects on another page (the home, a support page, under a case study), with the
 * way to the list. Its words are left out of the site search (src/integrations/search-pages.ts):
 * the projects are found on their own pages.
 */
export function ProjectCardsSection({ content, cards, labels, link, tone = 'linen' }: ProjectCardsSectionProps) {
  if (cards.length === 0) return null;
  return (
    <HeadedSection id="projects" content={content} tone={tone}>
      <div data-project-cards>
        <ProjectCardList cards={cards} labels={labels} />
        <TextActionLink action={link} className="mt-10" />
      </div>
    </HeadedSection>
  );
}
