/** `npm run unused-pictures`: the pictures no content file and no code names any more. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { unusedPictures } from '../../../tools/unused-pictures';

describe('unused pictures', () => {
  it('lists a picture that no file under src/ names, and only that one', () => {
    const root = mkdtempSync(join(tmpdir(), 'unused-pictures-'));
    onTestFinished(() => rmSync(root, { recursive: true }));
    mkdirSync(join(root, 'src/assets/uploads'), { recursive: true });
    mkdirSync(join(root, 'src/content/blog/fr'), { recursive: true });
    mkdirSync(join(root, 'src/components'), { recursive: true });
    for (const name of ['salon.webp', 'ancienne-photo.jpg', 'logo.svg']) writeFileSync(join(root, 'src/assets/uploads', name), '');
    writeFileSync(join(root, 'src/content/blog/fr/article.md'), '---\nhero:\n  src: "../../../assets/uploads/salon.webp"\n---\n');
    writeFileSync(join(root, 'src/components/Logo.tsx'), "import logo from '../assets/uploads/logo.svg';\n");
    expect(unusedPictures(root)).toEqual(['src/assets/uploads/ancienne-photo.jpg']);
  });

  it('finds every picture of this repository in use', () => {
    expect(unusedPictures()).toEqual([]);
  });
});
