import { ArrowRight } from 'lucide-react';
import { buttonVariants } from './Button';
import { Card } from './Card';
import { Icon } from './Icon';
import type { IconName } from './icons';

interface FeatureCardProps {
  icon?: IconName | undefined;
  /** A short tag in the corner: a duration, a price. */
  badge?: string | undefined;
  title: string;
  description: string;
  /** Where the card leads, as a button-styled link at its foot. */
  action?: { href: string; label: string } | undefined;
}

/** The card of the site's card grids (services, support options, later workshops and resources). */
export function FeatureCard({ icon, badge, title, description, action }: FeatureCardProps) {
  return (
    <Card className="h-full transition-shadow hover:shadow-lift">
      {(icon || badge) && (
        <div className="mb-6 flex items-center justify-between gap-4">
          {icon && <Icon name={icon} className="size-8 text-clay-deep" />}
          {badge && <span className="rounded-full bg-sand px-3 py-1 text-sm font-medium text-ink">{badge}</span>}
        </div>
      )}
      <h3 className="font-serif text-2xl font-medium">{title}</h3>
      <p className="mt-3 mb-8 flex-1 text-ink-soft">{description}</p>
      {action && (
        <a href={action.href} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </a>
      )}
    </Card>
  );
}

/** Three cards a row from medium screens up, one a row on phones. */
export function CardGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-6 md:grid-cols-3">{children}</ul>;
}
