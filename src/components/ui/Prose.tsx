/**
 * The typography for rendered Markdown, whose bare elements come without classes: the text of blog
 * articles and project stories.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Typography for rendered Markdown (blog articles, legal texts): the elements come without
 * classes, so each is styled from here. About 65 characters a line, 18 px text on large screens,
 * line height 1.75. Links and list markers use clay-deep (5.4:1 on linen).
 *
 * The measure is in em, not ch: DM Sans has a wide zero, so 65ch holds some 85 characters of
 * running text, while 32em holds about 65–70 at any text size.
 */

const proseClasses = [
  'max-w-[32em] text-[1.0625rem] leading-[1.75] text-ink lg:text-lg',
  '[&_p]:my-5',
  '[&_h2]:mt-14 [&_h2]:mb-4 [&_h2]:font-serif [&_h2]:text-[1.75rem] [&_h2]:leading-tight [&_h2]:font-medium sm:[&_h2]:text-3xl',
  '[&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-medium',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-2 [&_li]:pl-1 [&_li]:marker:text-clay-deep',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_a]:text-clay-deep [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 [&_a:hover]:text-clay-darker',
  // A quotation in an article is its pull-quote: under the plan rule, large in the serif.
  '[&_blockquote]:plan-rule [&_blockquote]:my-12 [&_blockquote]:pt-9 [&_blockquote]:font-serif [&_blockquote]:text-2xl [&_blockquote]:font-medium [&_blockquote]:leading-snug [&_blockquote]:text-ink sm:[&_blockquote]:text-[1.75rem] [&_blockquote_p]:my-0',
  '[&_img]:my-10 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-card [&_img]:border [&_img]:border-sand-deep',
  '[&_hr]:my-12 [&_hr]:border-sand-deep',
  '[&_code]:rounded [&_code]:bg-sand [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:my-8 [&_pre]:overflow-x-auto [&_pre]:rounded-soft [&_pre]:bg-ink [&_pre]:p-5 [&_pre]:text-sm [&_pre]:text-linen [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-8 [&_table]:w-full [&_table]:text-left [&_th]:border-b [&_th]:border-sand-deep [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b [&_td]:border-sand [&_td]:py-2 [&_td]:pr-4',
].join(' ');

/** Wraps rendered Markdown so its bare elements take the site's typography. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-slot="prose" className={cn(proseClasses, className)}>
      {children}
    </div>
  );
}
