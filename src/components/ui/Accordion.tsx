import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * One open item at a time (spec §4), with no JavaScript: native <details> sharing a `name` are
 * exclusive in the browser itself, and keyboard and screen-reader behaviour comes for free.
 */
export function Accordion({ name, items, className }: { name: string; items: readonly AccordionItem[]; className?: string }) {
  return (
    <div data-slot="accordion" className={cn('divide-y divide-sand-deep border-y border-sand-deep', className)}>
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-medium text-ink [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-clay-deep transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-6 text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
