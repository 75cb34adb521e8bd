/**
 * Who teaches: her portrait beside her school and year and her certifications, with the
 * bodies that gave them, on the training and about pages. A page shows it only once she has filled
 * it in (content/schemas/about.ts `trainerFilledIn`): never with a stand-in.
 */
import type { Trainer as TrainerData } from '../../content/schemas/about';
import type { PictureData } from '../ui/Picture';
import type { SectionTone } from '../ui/Section';
import { SplitSection } from './SplitSection';

interface TrainerProps {
  content: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  trainer: TrainerData;
  /** Her name, from the practice's data. */
  name: string;
  portrait: PictureData;
  /** The dictionary's `trainer` group, `{school}` and `{year}` filled. */
  labels: { school: string; certifications: string };
  tone?: SectionTone;
}

export function Trainer({ content, trainer, name, portrait, labels, tone = 'white' }: TrainerProps) {
  return (
    <SplitSection id="trainer" content={content} image={portrait} tone={tone}>
      <p className="mt-6 text-lg text-ink">
        <span className="block font-semibold">{name}</span>
        {labels.school}
      </p>
      <h3 className="mt-8 font-sans text-sm font-semibold tracking-[0.14em] text-clay-deep uppercase">{labels.certifications}</h3>
      <ul className="mt-3 divide-y divide-sand-deep border-y border-sand-deep" data-certifications>
        {trainer.certifications.map((certification) => (
          <li key={`${certification.name}${certification.year}`} className="flex flex-wrap items-baseline justify-between gap-x-6 py-3">
            <span>
              <span className="font-medium text-ink">{certification.name}</span>
              <span className="block text-ink-soft">{certification.body}</span>
            </span>
            <span className="text-ink-soft tabular-nums">{certification.year}</span>
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
