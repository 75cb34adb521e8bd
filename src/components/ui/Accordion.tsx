/**
 * The site's accordion: native exclusive <details> elements sharing a name, so one item opens at a
 * time without JavaScript; used by the FAQ, programme and legal sections.
 */
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  /** The always-visible line that opens the item. */
  title: string;
  /** What opening it shows: a paragraph, several, a list. */
  body: ReactNode;
  /** An anchor on the item, so a link can point at it. */
  id?: string | undefined;
  /** A decorative mark before the title (an `Icon`), for items that carry one. */
  icon?: ReactNode;
}

/**
 * One open item at a time, with no JavaScript: native <details> sharing a `name` are
 * exclusive in the browser itself, clicking the open one closes it, and keyboard and
 * screen-reader behaviour comes for free. Used for FAQs, the training programme and the legal texts.
 */
export function Accordion({ name, items, className }: { name: string; items: readonly AccordionItem[]; className?: string }) {
  return (
    <div data-slot="accordion" className={cn('divide-y divide-sand-deep border-y border-sand-deep', className)}>
      {items.map((item) => (
        <details key={item.title} id={item.id} name={name} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left font-medium text-ink sm:py-5 [&::-webkit-details-marker]:hidden">
            {item.icon ? (
              <span className="flex items-center gap-3">
                {item.icon}
                <span>{item.title}</span>
              </span>
            ) : (
              <span>{item.title}</span>
            )}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-clay-deep transition-transform group-open:rotate-180" />
          </summary>
          <div className="grid grid-cols-1 gap-3 pb-6 text-ink-soft">{item.body}</div>
        </details>
      ))}
    </div>
  );
}
