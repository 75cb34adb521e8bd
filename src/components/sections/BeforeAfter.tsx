/**
 * A project page's before/after photographs, switched by two radio buttons and CSS alone, so the
 * comparison works without JavaScript.
 */
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/Button';
import { Picture, type PictureData } from '../ui/Picture';

interface BeforeAfterProps {
  /** The radio group's name: one pair on the page. */
  name: string;
  before: PictureData;
  after: PictureData;
  /** The group's name for screen readers, and the two choices, from the dictionary. */
  labels: { legend: string; before: string; after: string };
  /** In the first screen, the after photograph is the page's largest paint: it loads first. */
  priority?: boolean;
}

/**
 * A place before and after, with no script: two radio buttons, "Avant" and "Après", and
 * one photograph shown at a time, the after one first. Native radios give the keyboard its way for
 * free (Tab to the group, an arrow to switch) and say which is chosen to screen readers.
 *
 * The stylesheet shows one picture or the other with a variant it already has,
 * `group-has-checked:` (a `.group` holding a checked box): only "Avant" sits inside the group,
 * with the two pictures, so the group holds a checked box exactly when "Avant" is chosen. The group
 * lays out nothing (`contents`): the pictures take the row above, and the two choices sit side by
 * side under them. Both photographs are plates, edge to edge in a 3 : 2 box; the one not shown
 * stays lazy and unfetched until it is chosen.
 */
export function BeforeAfter({ name, before, after, labels, priority = false }: BeforeAfterProps) {
  const choice = (value: 'before' | 'after') => (
    <label className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'cursor-pointer')}>
      <input type="radio" name={name} value={value} defaultChecked={value === 'after'} data-compare={value} />
      {labels[value]}
    </label>
  );
  return (
    <fieldset data-before-after className="flex min-w-0 flex-wrap items-center gap-3">
      <legend className="sr-only">{labels.legend}</legend>
      <div className="group contents">
        <div className="w-full">
          <Picture image={before} className="hidden aspect-[3/2] object-cover group-has-checked:block" />
          <Picture image={after} priority={priority} className="block aspect-[3/2] object-cover group-has-checked:hidden" />
        </div>
        {choice('before')}
      </div>
      {choice('after')}
    </fieldset>
  );
}
