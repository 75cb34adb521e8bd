/**
 * The refusals of a content picture (src/lib/picture-checks.ts), in French, naming the picture and
 * the content file and field where the owner chose it: a HEIC photo, a file over 25 MB, a picture
 * narrower than its place asks for (no empty srcset).
 */
import { describe, expect, it } from 'vitest';
import { checkPictureFile, imageFacts, maxPictureBytes, usableWidths } from '../../../src/lib/picture-checks';
import { pictureUsage } from '../../../src/lib/picture-usage';

// A picture the content uses today, so the refusal can name its file and field.
const renting = 'src/assets/art/demenagement/renting.svg';

describe('refused pictures', () => {
  it('finds the content files and fields that name a picture', () => {
    expect(pictureUsage(renting)).toEqual([
      'src/content/demenagement/en.yaml, champ renting.image.src',
      'src/content/demenagement/fr.yaml, champ renting.image.src',
    ]);
  });

  it('refuses a HEIC photo, asking for a JPEG, and names where it is used', () => {
    expect(() => checkPictureFile({ format: 'heic' as never, fsPath: '/projet/src/assets/IMG_0042.HEIC' }, 1000)).toThrow(
      /^Format HEIC\/HEIF refusé : .*IMG_0042\.HEIC.*exportez la photo en JPEG/,
    );
    expect(() => checkPictureFile({ format: 'jpg', fsPath: renting.replace('.svg', '.heif') }, 1000)).toThrow(/HEIC/);
  });

  it('refuses a file over 25 MB, naming the content file and field', () => {
    expect(() => checkPictureFile({ format: 'jpg', fsPath: renting }, maxPictureBytes + 1)).toThrow(
      /^Image trop lourde : .*renting\.svg pèse 25 Mo \(utilisée dans src\/content\/demenagement\/en\.yaml, champ renting\.image\.src ; src\/content\/demenagement\/fr\.yaml, champ renting\.image\.src\), pour 25 Mo au plus/,
    );
    expect(() => checkPictureFile({ format: 'jpg', fsPath: renting }, maxPictureBytes)).not.toThrow();
  });

  it('refuses a picture narrower than its place needs, rather than writing an empty srcset', () => {
    expect(usableWidths({ width: 1000, fsPath: renting }, [480, 960, 1440])).toEqual([480, 960]);
    expect(() => usableWidths({ width: 300, fsPath: renting }, [480, 960])).toThrow(
      /^Image trop petite : .*renting\.svg fait 300 px de large, et sa place sur la page en demande au moins 480 \(utilisée dans src\/content\/demenagement/,
    );
  });

  it('reads an image’s facts without touching Astro’s tracking proxy', () => {
    const reads: string[] = [];
    const target = { src: '/a.jpg', width: 10, height: 10, format: 'jpg' as const };
    const proxy = new Proxy(target, {
      get: (object, name) => {
        if (name === 'clone') return structuredClone(object);
        if (name === 'fsPath') return '/p/a.jpg';
        reads.push(String(name));
        return object[name as keyof typeof object];
      },
    });
    expect(imageFacts(proxy)).toEqual({ ...target, fsPath: '/p/a.jpg' });
    expect(reads).toEqual([]);
  });
});
