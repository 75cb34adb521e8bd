/**
 * The podcast cards' privacy note on the home and podcast pages, an island so that its sentence
 * follows the visitor's media consent as it changes.
 */
import { ConsentNote } from '../embeds/ConsentNote';
import { useConsent } from '../embeds/hooks';
import type { FacadeLabels } from '../embeds/labels';

interface MediaNoteProps {
  labels: FacadeLabels;
  /** Before media is allowed: what "listen here" would do. */
  before: string;
  /** Once allowed: the players now shown, and where to withdraw. */
  after: string;
  className?: string;
}

/**
 * The podcast cards' privacy note, true in each state: the players load only once media is
 * allowed, so the sentence changes with the choice (and back when it is withdrawn). The page is
 * built with the "before" sentence, which is what a visitor without JavaScript reads too.
 */
export function MediaNote({ labels, before, after, className }: MediaNoteProps) {
  const allowed = useConsent('media');
  return <ConsentNote labels={labels} text={allowed ? after : before} className={className} />;
}
