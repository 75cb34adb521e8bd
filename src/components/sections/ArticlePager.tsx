/**
 * The "keep reading" section at the foot of a blog article: links to the articles published just
 * before and just after it.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

interface PagerLink {
  href: string;
  title: string;
}

interface ArticlePagerProps {
  title: string;
  labels: { nav: string; previous: string; next: string };
  /** The article published before this one, and the one after; the oldest has no previous, the newest no next. */
  previous?: PagerLink | undefined;
  next?: PagerLink | undefined;
}

/** "Keep reading": the articles published just before and just after the one being read. */
export function ArticlePager({ title, labels, previous, next }: ArticlePagerProps) {
  if (!previous && !next) return null;
  return (
    <Section id="more" aria-labelledby="more-title" spacing="tight">
      <Heading id="more-title" title={title} />
      <nav aria-label={labels.nav} className="mt-8">
        <ul className="grid gap-4 md:grid-cols-2">
          {previous && <PagerItem link={previous} label={labels.previous} direction="previous" />}
          {next && <PagerItem link={next} label={labels.next} direction="next" />}
        </ul>
      </nav>
    </Section>
  );
}

function PagerItem({ link, label, direction }: { link: PagerLink; label: string; direction: 'previous' | 'next' }) {
  const Arrow = direction === 'previous' ? ArrowLeft : ArrowRight;
  return (
    <li className={cn(direction === 'next' && 'md:col-start-2 md:text-right')}>
      <a
        href={link.href}
        rel={direction === 'previous' ? 'prev' : 'next'}
        data-pager={direction}
        className="group flex h-full flex-col gap-2 rounded-card border border-sand-deep bg-white/70 p-6 transition-shadow hover:shadow-lift"
      >
        <span
          className={cn('inline-flex items-center gap-2 text-sm font-semibold text-clay-deep', direction === 'next' && 'md:justify-end')}
        >
          {direction === 'previous' && <Arrow aria-hidden="true" className="size-4" />}
          {label}
          {direction === 'next' && <Arrow aria-hidden="true" className="size-4" />}
        </span>
        <span className="font-serif text-xl leading-snug font-medium text-ink group-hover:text-clay-deep">{link.title}</span>
      </a>
    </li>
  );
}
