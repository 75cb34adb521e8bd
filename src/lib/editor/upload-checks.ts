/**
 * The pictures the editor refuses as soon as the owner chooses or drops them, before she can click
 * "Insérer": a file that is no JPEG, PNG, WebP or AVIF picture (a PDF, an iPhone's HEIC photo,
 * whatever its name says), or one over the size limit. Sveltia CMS 0.221 takes such a file into its
 * picture dialog, then refuses it only once inserted (or, for a PDF, drops it without a word).
 * Here the file never reaches the editor: the field keeps its picture, and a dialog says in French
 * what was refused and what to do.
 *
 * It runs in the editor, written into /admin/upload-checks.js at build like save-checks.ts, and
 * watches the page's file inputs and drops (capture phase, before Sveltia's own handlers), so it
 * relies on no code of Sveltia's.
 */

export interface UploadRules {
  /** The largest file, in bytes. */
  maxBytes: number;
}

/** The picture formats the site's image pipeline converts, by their first bytes (a file's name and type can lie). */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | undefined;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What a file's first bytes say it is: one of the accepted formats, `heic` (refused with its own advice), or nothing known. */
export function formatOf(bytes: Uint8Array): PictureFormat {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return undefined;
}

/** What a file's type and name say it is, for a drop (its bytes cannot be read before the event is over). */
export function formatByName(file: { name: string; type: string }): PictureFormat {
  const type = file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (type === 'image/heic' || type === 'image/heif' || ['heic', 'heif'].includes(extension)) return 'heic';
  if (type === 'image/jpeg' || ['jpg', 'jpeg'].includes(extension)) return 'jpeg';
  if (type === 'image/png' || extension === 'png') return 'png';
  if (type === 'image/webp' || extension === 'webp') return 'webp';
  if (type === 'image/avif' || extension === 'avif') return 'avif';
  return undefined;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}\u202fMo`;

/** Why a file is refused, in French, or nothing when it may go to the editor. */
export function refusalOf(file: { name: string; size: number }, format: PictureFormat, rules: UploadRules): string | undefined {
  if (format === 'heic') {
    return `«\u202f${file.name}\u202f» est une photo HEIC, le format des iPhone, que le site ne sait pas publier. Exportez-la en JPEG (sur Mac\u202f: ouvrez-la dans Aperçu, puis Fichier > Exporter > JPEG\u202f; sur l’iPhone, Réglages > Appareil photo > Formats > «\u202fLe plus compatible\u202f» pour les photos suivantes), puis téléversez le JPEG.`;
  }
  if (!format)
    return `«\u202f${file.name}\u202f» n’est pas une image JPEG, PNG, WebP ou AVIF. Choisissez une photo ou une image dans l’un de ces formats.`;
  if (file.size > rules.maxBytes) {
    return `«\u202f${file.name}\u202f» pèse ${megabytes(file.size)}\u202f; le site en accepte ${megabytes(rules.maxBytes)} au plus. Enregistrez-la en JPEG de qualité moyenne (ou demandez au photographe une version «\u202fweb\u202f»), puis téléversez-la.`;
  }
  return undefined;
}

/** The refusals of a set of files, each read from its first bytes. */
export async function refusalsOf(files: readonly File[], rules: UploadRules): Promise<string[]> {
  const found = await Promise.all(
    files.map(async (file) => refusalOf(file, formatOf(new Uint8Array(await file.slice(0, 16).arrayBuffer())), rules)),
  );
  return found.filter((refusal): refusal is string => Boolean(refusal));
}

/** A modal dialog over the editor's own (the browser's top layer), in French, that says what was refused. */
function showRefusals(refusals: readonly string[]): void {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', 'upload-refused-title');
  dialog.dataset.uploadRefused = '';
  // In the editor's own type and colours (its CSS variables, with their values as fallbacks).
  dialog.style.cssText =
    'max-width:32rem;padding:1.5rem;border:0;border-radius:8px;box-shadow:0 8px 32px rgb(0 0 0 / 30%);line-height:1.5;' +
    'font-family:var(--sui-font-family-default,"Source Sans 3",system-ui,sans-serif);font-size:var(--sui-font-size-default,16px)';
  const title = document.createElement('h2');
  title.id = 'upload-refused-title';
  title.textContent = refusals.length > 1 ? 'Ces fichiers n’ont pas été ajoutés' : 'Ce fichier n’a pas été ajouté';
  title.style.cssText = 'margin:0 0 .75rem;font-size:1.1rem';
  dialog.append(title);
  for (const refusal of refusals) {
    const paragraph = document.createElement('p');
    paragraph.textContent = refusal;
    dialog.append(paragraph);
  }
  const note = document.createElement('p');
  note.textContent = 'L’image du champ n’a pas changé.';
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.textContent = 'OK';
  ok.style.cssText =
    'float:right;padding:.4rem 1.4rem;border:0;border-radius:4px;color:#fff;background:var(--sui-primary-accent-color,#1565c0);font:inherit;cursor:pointer';
  ok.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  dialog.append(note, ok);
  document.body.append(dialog);
  dialog.showModal();
  ok.focus();
}

/**
 * Checks every file chosen in a file input or dropped on the page before the editor sees it: a
 * refused one stops the event (the editor never receives it, the field keeps its picture) and
 * the dialog above says why. Accepted files go on to the editor: a dropped one untouched, a chosen
 * one with its `change` event sent again once its first bytes are read.
 */
export function guardUploads(rules: UploadRules): void {
  const checked = new WeakSet<Event>();
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
      // The check reads the files, which takes a moment: the event waits, then goes on or stops.
      event.stopImmediatePropagation();
      void refusalsOf([...input.files], rules).then((refusals) => {
        if (refusals.length) {
          input.value = '';
          showRefusals(refusals);
          return;
        }
        const replay = new Event('change', { bubbles: true });
        checked.add(replay);
        input.dispatchEvent(replay);
      });
    },
    { capture: true },
  );
  window.addEventListener(
    'drop',
    (event) => {
      const files = [...(event.dataTransfer?.files ?? [])];
      // A dropped file's bytes can only be read after the drop is over: its type and name decide.
      const refusals = files
        .map((file) => refusalOf(file, formatByName(file), rules))
        .filter((refusal): refusal is string => Boolean(refusal));
      if (!refusals.length) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showRefusals(refusals);
    },
    { capture: true },
  );
}
