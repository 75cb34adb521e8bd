/**
 * The editor's number fields, made to read numbers as a Belgian owner types them. Sveltia CMS
 * 0.221's number input turns its text into a number with `Number(text)` on every keystroke and
 * writes the number back into the box: `2 499` became `2`, then nothing, then `99`; `2.499` was
 * saved as 2.499. Three changes to its `npm/index.js` (pinned by editor-patch.ts):
 * - the parser reads `2 499`, `2 499,50` (normal, no-break or narrow spaces), `2499,50` and
 *   `2.499,50`, and gives nothing for `2.499`, which a Belgian means as 2499 and a machine as 2.499:
 *   the field is then invalid and says what to type, rather than saving another number;
 * - the box keeps the owner's text while it means the value it holds: it is rewritten only when the
 *   value changes from elsewhere (opening the entry, the arrows);
 * - a number field left without a number (emptied, or its text unreadable: the editor cannot tell
 *   the two apart) says what to type (`validation.type_mismatch.number`, editor-french.ts), not
 *   "Ce champ est obligatoire".
 */
import type { Patch } from './editor-patch';

/** The number a text means, as the editor's bundle runs it (plain JavaScript, no helpers). */
export const parseTypedNumber = `(text)=>{const t=String(text).replace(/[\\s\\u00a0\\u202f]/g,'');if(!t)return;if(/^-?\\d+(,\\d+)?$/.test(t))return Number(t.replace(',','.'));if(/^-?\\d{1,3}(\\.\\d{3})+,\\d+$/.test(t))return Number(t.replace(/\\./g,'').replace(',','.'));if(/^-?\\d+(\\.\\d+)?$/.test(t)&&!/^-?\\d+\\.\\d{3}$/.test(t))return Number(t)}`;

/** The changes, as texts of Sveltia CMS 0.221.1's `npm/index.js` (`kk` is its parser, `h` the box's text, `r` the value). */
export const numberInput: readonly Patch[] = [
  {
    what: 'number parser',
    find: 'kk=e=>{let t=e.trim()?Number(e):NaN;return Number.isNaN(t)?void 0:t}',
    replace: `kk=${parseTypedNumber}`,
  },
  {
    what: 'number box rewrite',
    find: 'I(()=>{let e=String(r()??``);Lo(()=>{R(h)!==e&&j(h,e,!0)})})',
    replace: 'I(()=>{let e=String(r()??``);Lo(()=>{kk(R(h))!==r()&&j(h,e,!0)})})',
  },
  {
    what: 'required-field message',
    find: 'e.valueMissing&&n.push(Y(`validation.value_missing`))',
    replace: 'e.valueMissing&&n.push(Y(t.widget===`number`?`validation.type_mismatch.number`:`validation.value_missing`))',
  },
];
