import { CircleCheck, Clock, Gift } from 'lucide-react';
import type { HomeContent } from '../../content/types';
import { Heading } from '../ui/Heading';
import { Picture, type PictureData } from '../ui/Picture';
import { Section } from '../ui/Section';
import { StatList } from '../ui/Stat';

const factIcons = [Clock, Gift, CircleCheck] as const;

/** The colour-psychology quiz promotion (spec §1.8). The quiz button island comes in as `children`. */
export function QuizPromo({ content, image, children }: { content: HomeContent['quiz']; image: PictureData; children: React.ReactNode }) {
  return (
    <Section id="quiz" aria-labelledby="quiz-title">
      <div className="grid items-center gap-10 rounded-card bg-sand p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16 lg:p-14">
        <Picture image={image} className="rounded-card" />
        <div>
          <Heading id="quiz-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
          <ul className="mt-6 flex flex-wrap gap-3">
            {content.facts.map((fact, index) => {
              const FactIcon = factIcons[index] ?? CircleCheck;
              return (
                <li key={fact} className="inline-flex items-center gap-2 rounded-full bg-linen px-4 py-2 text-sm font-medium">
                  <FactIcon aria-hidden="true" className="size-4 text-clay-deep" />
                  {fact}
                </li>
              );
            })}
          </ul>
          <StatList stats={content.stats} className="mt-8 grid-cols-2" />
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </Section>
  );
}
