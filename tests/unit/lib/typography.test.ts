/**
 * Unit tests of src/lib/typography.ts and src/lib/compounds.ts: French and English spacing,
 * quotation marks, numbers, apostrophes and tax words, typesetting that can run twice, and
 * compounds kept whole.
 */
import { describe, expect, it } from 'vitest';
import { compoundEdits, compoundRanges, keepCompoundsWhole } from '../../../src/lib/compounds';
import { applyEdits } from '../../../src/lib/text-edits';
import { typeset, typesetData, typographyEdits } from '../../../src/lib/typography';

/** Narrow no-break space (espace fine insécable) and no-break space (espace insécable). */
const fine = '\u202f';
const nbsp = '\u00a0';
const fr = (text: string) => typeset(text, 'fr');
const en = (text: string) => typeset(text, 'en');
const compounds = (text: string) => compoundRanges(text).map(([start, end]) => text.slice(start, end));

describe('French spacing before ; : ! ?', () => {
  it('turns any space before the punctuation into a narrow no-break space', () => {
    expect(fr('Pourquoi ? Parce que ; enfin : voilà !')).toBe(`Pourquoi${fine}? Parce que${fine}; enfin${fine}: voilà${fine}!`);
    expect(fr(`Pourquoi${nbsp}?`)).toBe(`Pourquoi${fine}?`);
    expect(fr('Pourquoi  ?')).toBe(`Pourquoi${fine}?`);
  });

  it('adds the space the writer left out, before a space or the end of the text', () => {
    expect(fr('Pourquoi? Vraiment?! Note: voilà; fini!')).toBe(
      `Pourquoi${fine}? Vraiment${fine}?! Note${fine}: voilà${fine}; fini${fine}!`,
    );
    expect(fr('(voir plus bas)?')).toBe(`(voir plus bas)${fine}?`);
  });

  it('leaves hours, addresses and ratios alone', () => {
    for (const text of ['de 9:00 à 18:00', 'https://example.com/page?x=1', 'mailto:contact@example.be', 'un rapport 1:2'])
      expect(fr(text)).toBe(text);
  });
});

describe('French quotation marks', () => {
  it('sets a narrow no-break space inside « », whatever was typed', () => {
    expect(fr('« Préférences cookies »')).toBe(`«${fine}Préférences cookies${fine}»`);
    expect(fr('«Préférences»')).toBe(`«${fine}Préférences${fine}»`);
    expect(fr(`«${nbsp}Préférences${nbsp}»`)).toBe(`«${fine}Préférences${fine}»`);
  });
});

describe('numbers', () => {
  it('binds a number to the noun or unit after it with a no-break space', () => {
    expect(fr('25 personnes, 3 erreurs et 6 mois')).toBe(`25${nbsp}personnes, 3${nbsp}erreurs et 6${nbsp}mois`);
    expect(fr('Dès 37 € HTVA')).toBe(`Dès 37${nbsp}€${nbsp}HTVA`);
    expect(fr('4,8 étoiles, 130+ professionnels')).toBe(`4,8${nbsp}étoiles, 130+${nbsp}professionnels`);
    expect(en('25 people, a 6-month programme')).toBe(`25${nbsp}people, a 6-month programme`);
  });

  it('uses a narrow no-break space before % and between thousands', () => {
    expect(fr('99 % de réussite')).toBe(`99${fine}% de réussite`);
    expect(fr('2 799 € ou 6 500 abonnés')).toBe(`2${fine}799${nbsp}€ ou 6${fine}500${nbsp}abonnés`);
  });

  it('leaves 1h30, years, phone numbers and words ending in a digit as they are', () => {
    for (const text of ['18 sessions de 1h30', 'en 2025', '+32 2 123 45 67', '0470 12 34 56', 'F-35 a']) {
      expect(fr(text).replaceAll(nbsp, ' ')).toBe(text);
    }
    expect(fr('18 sessions de 1h30')).toBe(`18${nbsp}sessions de 1h30`);
    expect(fr('+32 2 123 45 67')).toBe('+32 2 123 45 67');
  });
});

describe('apostrophes and the brand’s words', () => {
  it('writes the typographic apostrophe, in both languages', () => {
    expect(fr("l'habitat, aujourd'hui")).toBe('l’habitat, aujourd’hui');
    expect(en("it's the clients' choice")).toBe('it’s the clients' + "' choice");
  });

  it('says HTVA for prices excluding VAT in French (Belgian usage), never HT', () => {
    expect(fr('Prix hors TVA (HT).')).toBe('Prix hors TVA (HTVA).');
    expect(fr('HT')).toBe('HTVA');
    expect(fr('HTML, HTTP et HTVA')).toBe('HTML, HTTP et HTVA');
    expect(en('HT')).toBe('HT');
  });

  it('keeps "excl. VAT" on one line in English', () => {
    expect(en('€2,799 excl. VAT')).toBe(`€2,799${nbsp}excl.${nbsp}VAT`);
  });
});

describe('English spacing', () => {
  it('has no space before ; : ! ?', () => {
    expect(en(`Why ? Because ; then : done${fine}!`)).toBe('Why? Because; then: done!');
  });

  it('leaves French quotation marks and the rest of the text alone', () => {
    expect(en('Book a quick call')).toBe('Book a quick call');
  });
});

describe('typeset', () => {
  it('changes nothing in text already typeset, in either language (so the build can run it twice)', () => {
    const samples = ["Pourquoi ? « Oui » : 2 799 € HT, 25 personnes; l'habitat!", "Why ? It's 25 people : €2,799 excl. VAT"];
    for (const sample of samples) {
      for (const lang of ['fr', 'en'] as const) expect(typeset(typeset(sample, lang), lang)).toBe(typeset(sample, lang));
    }
  });

  it('describes its changes as edits of the original text, which the build applies across elements', () => {
    const text = 'Pourquoi ? 25 personnes';
    const edits = typographyEdits(text, 'fr');
    expect(edits).toEqual([
      { start: 8, end: 9, text: fine },
      { start: 13, end: 14, text: nbsp },
    ]);
    expect(applyEdits(text, edits)).toBe(fr(text));
  });

  it('typesets every string of a content entry, and nothing else', () => {
    const entry = {
      title: 'Pourquoi ?',
      items: [{ label: '25 personnes', count: 25 }],
      date: new Date(0),
      href: 'https://example.com/?a=1',
    };
    expect(typesetData(entry, 'fr')).toEqual({
      title: `Pourquoi${fine}?`,
      items: [{ label: `25${nbsp}personnes`, count: 25 }],
      date: new Date(0),
      href: 'https://example.com/?a=1',
    });
  });

  it('hands on an image as it is: its metadata is a proxy whose file path a copy would lose', () => {
    // What Astro gives for a content image: the file path answered by the proxy, not a property.
    const image = new Proxy(
      { src: '/_astro/photo.jpg', width: 3000, height: 2000, format: 'jpg' },
      {
        get: (target, name) => (name === 'fsPath' ? '/site/src/assets/photos/photo.jpg' : target[name as keyof typeof target]),
      },
    );
    const data = typesetData({ image: { src: image, alt: 'Une pièce ?' } }, 'fr');
    expect(data.image.src).toBe(image);
    expect((data.image.src as unknown as { fsPath: string }).fsPath).toBe('/site/src/assets/photos/photo.jpg');
    expect(data.image.alt).toBe(`Une pièce${fine}?`);
  });
});

describe('compound words', () => {
  it('finds every hyphenated compound, whole', () => {
    expect(compounds('La neuro-architecture : puis-je réserver un appel de 30-minute ? C’est-à-dire, rez-de-chaussée.')).toEqual([
      'neuro-architecture',
      'puis-je',
      '30-minute',
      'est-à-dire',
      'rez-de-chaussée',
    ]);
    expect(compounds('Feng-Shui, a-t-il dit')).toEqual(['Feng-Shui', 'a-t-il']);
  });

  it('ignores a hyphen that joins no two words', () => {
    expect(compounds('pré- et post - opératoire, -5, 3 –4')).toEqual([]);
  });

  it('leaves numbers joined by hyphens as written (an ISBN is copied, not read)', () => {
    expect(compounds('ISBN 978-0-000-00000-0, la règle 60-30-10, un appel de 30-minute')).toEqual(['30-minute']);
  });

  it('keeps each compound on one line with a word joiner after each hyphen, once', () => {
    const joiner = '\u2060';
    expect(keepCompoundsWhole('Qui suis-je ? La neuro-architecture, rez-de-chaussée')).toBe(
      `Qui suis-${joiner}je ? La neuro-${joiner}architecture, rez-${joiner}de-${joiner}chaussée`,
    );
    expect(compoundEdits(keepCompoundsWhole('neuro-architecture'))).toEqual([]);
    expect(keepCompoundsWhole('pré- et post - opératoire')).toBe('pré- et post - opératoire');
  });
});
