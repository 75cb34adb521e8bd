import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/Button';

/** Spec §4 and §9: the button waits this long before opening the quiz. */
export const QUIZ_REDIRECT_DELAY_MS = 500;

interface QuizButtonProps {
  href: string;
  label: string;
  redirectingLabel: string;
  newTabLabel: string;
  className?: string;
}

/**
 * The quiz button (spec §4): idle → on click shows "Redirecting..." and disables itself → after
 * 500 ms opens the quiz in a new tab and is enabled again.
 *
 * Before hydration (or with JavaScript off) it is a plain link opening the quiz in a new tab; once
 * hydrated it becomes a real button, so "disabled" means what it says to assistive tech.
 */
export function QuizButton({ href, label, redirectingLabel, newTabLabel, className }: QuizButtonProps) {
  const hydrated = useHydrated();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const classes = cn(buttonVariants({ size: 'lg' }), 'min-w-64', className);
  const content = (
    <>
      {redirecting ? redirectingLabel : label}
      {!redirecting && <ArrowRight aria-hidden="true" />}
    </>
  );

  if (!hydrated) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} data-quiz-button>
        {content}
        <span className="sr-only"> {newTabLabel}</span>
      </a>
    );
  }

  function start() {
    setRedirecting(true);
    timer.current = setTimeout(() => {
      window.open(href, '_blank', 'noopener,noreferrer');
      setRedirecting(false);
    }, QUIZ_REDIRECT_DELAY_MS);
  }

  return (
    <button type="button" onClick={start} disabled={redirecting} aria-live="polite" className={classes} data-quiz-button>
      {content}
      {!redirecting && <span className="sr-only"> {newTabLabel}</span>}
    </button>
  );
}
