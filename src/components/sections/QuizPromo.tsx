/**
 * The home page's colour-psychology quiz card, set in the closing band as the lighter way forward
 * beside booking a call, around the quiz button island.
 */
import { CircleCheck, Clock, Gift } from 'lucide-react';
import type { HomeContent } from '../../content/types';
import { Heading } from '../ui/Heading';
import { InlineFigures } from '../ui/InlineFigures';
import { Picture, type PictureData } from '../ui/Picture';

const factIcons = [Clock, Gift, CircleCheck] as const;

/**
 * The colour-psychology quiz promotion, set inside the home page's closing band as the
 * lighter of its two ways forward (book a call, or start with the quiz), so the page ends on one
 * closing section rather than two calls in a row. The quiz button island comes in as `children`.
 */
export function QuizPromo({ content, image, children }: { content: HomeContent['quiz']; image: PictureData; children: React.ReactNode }) {
  return (
    <article
      id="quiz"
      aria-labelledby="quiz-title"
      className="@container rounded-card border border-sand-deep/70 bg-linen p-5 surface-light sm:p-8"
    >
      {/* By the card's width, not the screen's (it shares the band with the call): the title and words
          across the card when narrow, where a 3 rem plate beside the title only pushed it onto a
          third line; the picture in a column of its own when there is room, even with enlarged text. */}
      <div className="grid grid-cols-1 gap-y-4 @md:grid-cols-[9rem_minmax(0,1fr)] @md:gap-x-8">
        <div className="self-start @max-md:hidden @md:row-span-2">
          <Picture image={image} whenNear />
        </div>
        <Heading level={3} id="quiz-title" eyebrow={content.eyebrow} title={content.title} className="@md:self-start" />
        <div className="@md:col-start-2">
          <p className="text-ink-soft">{content.intro}</p>
          {/* The facts as one line of words with their icons (as chips they took two lines on a phone). */}
          <ul className="mt-4 flex flex-wrap gap-x-3 gap-y-2">
            {content.facts.map((fact, index) => {
              const FactIcon = factIcons[index] ?? CircleCheck;
              return (
                <li key={fact} className="inline-flex items-center gap-1.5 text-sm font-medium @md:text-base">
                  <FactIcon aria-hidden="true" className="size-4 text-clay-deep" />
                  {fact}
                </li>
              );
            })}
          </ul>
          <InlineFigures stats={content.stats} className="mt-4" />
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </article>
  );
}
