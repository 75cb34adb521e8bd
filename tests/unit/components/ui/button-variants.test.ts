/**
 * Button styles (ui/Button.tsx): the class list a link gets from `buttonVariants` holds one border
 * colour and one height. Unmerged, a secondary link kept the base's transparent border beside its
 * own colour, and the stylesheet's order drew it borderless.
 */
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '../../../../src/components/ui/Button';

const classes = (value: string) => value.split(/\s+/);
const borderColours = (value: string) => classes(value).filter((name) => /^border-(transparent|[a-z]+-[a-z]+)/.test(name));

describe('buttonVariants', () => {
  it('gives each variant one border colour: its own, or transparent where none is drawn', () => {
    expect(borderColours(buttonVariants({ variant: 'secondary' }))).toEqual(['border-clay-deep/40']);
    expect(borderColours(buttonVariants({ variant: 'primary' }))).toEqual(['border-transparent']);
  });

  it('lets a caller’s class replace the one it conflicts with', () => {
    const list = classes(buttonVariants({ size: 'sm', className: 'px-0 justify-start' }));
    expect(list).toContain('px-0');
    expect(list).not.toContain('px-4');
    expect(list).not.toContain('justify-center');
  });

  it('sets one minimum height per size, the small one a 44 px touch target', () => {
    const heights = (value: string) => classes(value).filter((name) => /(^|:)min-h-/.test(name));
    expect(heights(buttonVariants({ size: 'sm' }))).toEqual(['min-h-11']);
    expect(heights(buttonVariants())).toEqual(['min-h-13']);
  });
});
