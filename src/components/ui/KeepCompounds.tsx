/**
 * Keeps hyphenated compounds on one line in the words islands render, since the build's typesetting
 * pass leaves islands' markup as React drew it.
 */
import { keepCompoundsWhole } from '../../lib/compounds';

/**
 * A heading's, a button's or a label's words with each hyphenated compound kept on one line
 * ("neuro-architecture", "30-minute"), as the build keeps them in every page's labels
 * (build/pages/typeset-page.ts). Islands render theirs with it: the build leaves their markup
 * as React rendered it, since the browser renders it again from the same props.
 */
export function KeepCompounds({ text }: { text: string }) {
  return keepCompoundsWhole(text);
}
