/**
 * A button-styled link to one of the practice's social profiles with the network's mark, used on
 * the about page.
 */
import { cn } from '../../lib/cn';
import { brandIcons, type SocialNetwork } from './BrandIcons';
import { buttonVariants } from './Button';
import { ExternalLink } from './ExternalLink';

interface SocialButtonProps {
  network: SocialNetwork;
  href: string;
  label: string;
  /** The translated "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
}

/** A button-styled link to one of the practice's social profiles, with the network's mark; opens in a new tab. */
export function SocialButton({ network, href, label, newTabLabel, className }: SocialButtonProps) {
  return (
    <ExternalLink href={href} newTabLabel={newTabLabel} className={cn(buttonVariants({ variant: 'secondary' }), className)}>
      {brandIcons[network]}
      {label}
    </ExternalLink>
  );
}
