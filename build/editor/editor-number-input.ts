/**
 * The editor's number fields, made to read numbers as a Belgian owner types them. Sveltia CMS
 * 0.221's number input turns its text into a number with `Number(text)` on every keystroke and
 * writes the number back into the box: `2 499` became `2`, then nothing (`2 4` is not a number, so
 * the box was emptied), then `99`; `2.499` was saved as 2.499. Three rewrites of its bundle, each
 * found by its shape and required to match exactly once (a new version that moves them fails the
 * build, as the address rewrites of editor.ts do):
 * - the parser reads `2 499`, `2 499,50` (normal, no-break or narrow spaces), `2499,50` and
 *   `2.499,50`, and gives nothing for `2.499`, which a Belgian means as 2499 and a machine as 2.499:
 *   the field is then invalid and says what to type, rather than saving another number;
 * - the box keeps the owner's text while it means the value it holds: it is rewritten only when the
 *   value changes from elsewhere (opening the entry, the arrows);
 * - a number field left without a number (emptied, or its text unreadable: the editor cannot tell
 *   the two apart) says what to type (the French `type_mismatch.number` of editor-french.ts), not
 *   "Ce champ est obligatoire".
 */
import { matchOnce } from './editor-patch';

/** The number a text means, as the editor's bundle runs it (plain JavaScript, no helpers). */
export const parseTypedNumber = `(text)=>{const t=String(text).replace(/[\\s\\u00a0\\u202f]/g,'');if(!t)return;if(/^-?\\d+(,\\d+)?$/.test(t))return Number(t.replace(',','.'));if(/^-?\\d{1,3}(\\.\\d{3})+,\\d+$/.test(t))return Number(t.replace(/\\./g,'').replace(',','.'));if(/^-?\\d+(\\.\\d+)?$/.test(t)&&!/^-?\\d+\\.\\d{3}$/.test(t))return Number(t)}`;

const PARSER = /(\w+)=(\w+)=>\{let (\w+)=\2\.trim\(\)\?Number\(\2\):NaN;return Number\.isNaN\(\3\)\?void 0:\3\}/g;
const REWRITE = /(\w+)\(\(\)=>\{let (\w+)=String\((\w+)\(\)\?\?``\);(\w+)\(\(\)=>\{(\w+)\((\w+)\)!==\2&&(\w+)\(\6,\2,!0\)\}\)\}\)/g;
/** The messages of a field's problems: (validity, field) => [...]; the first is "value missing". */
const MISSING = /\(\{validity:(\w+),fieldConfig:(\w+)\}\)=>\{let (\w+)=\[\],([^;]*?;?[^;]*?)\1\.valueMissing&&\3\.push\((\w+)\(`validation\.value_missing`\)\)/g;

/** The bundle with its number input reading Belgian numbers (see the header). */
export function patchNumberInput(bundle: string): string {
  const parser = matchOnce(bundle, PARSER, 'number parser');
  const parse = parser[1]!;
  const rewrite = matchOnce(bundle, REWRITE, 'number box rewrite');
  if (!bundle.slice(rewrite.index, rewrite.index + 3000).includes('role:`spinbutton`')) throw new Error('editor: the number box rewrite is not in the number input');
  matchOnce(bundle, MISSING, 'required-field message');
  return bundle
    .replace(PARSER, `$1=${parseTypedNumber}`)
    .replace(REWRITE, `$1(()=>{let $2=String($3()??\`\`);$4(()=>{${parse}($5($6))!==$3()&&$7($6,$2,!0)})})`)
    // A number field holds nothing both when emptied and when its text is not a number: either
    // way, it says what to type.
    .replace(MISSING, '({validity:$1,fieldConfig:$2})=>{let $3=[],$4$1.valueMissing&&$3.push($5($2.widget===`number`?`validation.type_mismatch.number`:`validation.value_missing`))');
}
