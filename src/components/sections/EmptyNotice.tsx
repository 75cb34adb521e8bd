/**
 * The notice a list shows while it has nothing in it yet (an empty blog category, the projects page
 * before any project), with a way on.
 */
import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '../ui/Button';
import { Card } from '../ui/Card';

interface EmptyNoticeProps {
  title: string;
  text: string;
  /** Where to go instead. */
  link: { href: string; label: string };
}

/** A list with nothing in it yet (an empty blog category): says so kindly and offers a way on. */
export function EmptyNotice({ title, text, link }: EmptyNoticeProps) {
  return (
    <Card as="div" className="max-w-3xl items-start gap-4" data-empty-notice>
      <h2 className="font-serif text-2xl font-medium sm:text-3xl">{title}</h2>
      <p className="text-lg text-ink-soft">{text}</p>
      <a href={link.href} className={buttonVariants({ variant: 'secondary', className: 'mt-2' })}>
        <ArrowLeft aria-hidden="true" />
        {link.label}
      </a>
    </Card>
  );
}
