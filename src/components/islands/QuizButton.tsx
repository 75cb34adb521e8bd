/**
 * The home page's quiz button island: a plain link before hydration, then a button that says it is
 * redirecting and opens the quiz in a new tab.
 */
import { ArrowRight } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/Button';
import { KeepCompounds } from '../ui/KeepCompounds';

/** The button waits this long before opening the quiz, so the visitor sees it react. */
export const QUIZ_REDIRECT_DELAY_MS = 500;

interface QuizButtonProps {
  href: string;
  label: string;
  redirectingLabel: string;
  newTabLabel: string;
  className?: string;
}

/**
 * The quiz button: idle → on click shows "Redirecting..." and disables itself → after
 * 500 ms opens the quiz in a new tab and is enabled again.
 *
 * Before hydration (or with JavaScript off) it is a plain link opening the quiz in a new tab; once
 * hydrated it becomes a real button, so "disabled" means what it says to assistive tech. The
 * island hydrates as it comes into view, often because the keyboard focus just brought it there:
 * focus then follows the link to the button that replaces it, rather than falling to the page's
 * start (WCAG 2.4.3).
 */
export function QuizButton({ href, label, redirectingLabel, newTabLabel, className }: QuizButtonProps) {
  const hydrated = useHydrated();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const linkFocused = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Read at hydration: the link may have had the focus since before. The swap follows at once;
  // focus moves only if it fell with the link, never away from where the visitor has put it since.
  useLayoutEffect(() => {
    if (!hydrated) linkFocused.current ||= document.activeElement === link.current;
    else if (linkFocused.current && (document.activeElement === document.body || !document.activeElement)) button.current?.focus();
  }, [hydrated]);

  const classes = cn(buttonVariants({ variant: 'secondary' }), 'min-w-64', className);
  const content = (
    <>
      <KeepCompounds text={redirecting ? redirectingLabel : label} />
      {!redirecting && <ArrowRight aria-hidden="true" />}
    </>
  );

  if (!hydrated) {
    return (
      <a
        ref={link}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        data-quiz-button
        onFocus={() => (linkFocused.current = true)}
      >
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
    <button ref={button} type="button" onClick={start} disabled={redirecting} aria-live="polite" className={classes} data-quiz-button>
      {content}
      {!redirecting && <span className="sr-only"> {newTabLabel}</span>}
    </button>
  );
}
