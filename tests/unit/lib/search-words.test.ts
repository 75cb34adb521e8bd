/**
 * Words as search reads them (src/lib/search-words.ts): the index copy of a page's text,
 * the excerpt shown back as the page writes it, the words of a query, and the typo forgiven.
 */
import { describe, expect, it } from 'vitest';
import {
  correctionFor,
  fold,
  indexText,
  oneEditApart,
  queryWords,
  SEARCH_MARK,
  shownText,
  vocabularyOf,
} from '../../../src/lib/search-words';

const M = SEARCH_MARK;

describe('the index copy of a text', () => {
  it('makes every elided article or pronoun a word of its own, with either apostrophe', () => {
    const elided = ['l', 'd', 'qu', 'n', 's', 'j', 'c', 'm', 't', 'jusqu', 'lorsqu', 'puisqu'];
    for (const article of elided) {
      for (const apostrophe of ['’', "'"]) {
        expect(indexText(`avant ${article}${apostrophe}architecture`), `${article}${apostrophe}`).toBe(
          `avant ${article}’${M} architecture`,
        );
      }
    }
    expect(indexText('L’Orangerie, Qu’il')).toBe(`L’${M} Orangerie, Qu’${M} il`);
  });

  it('leaves an apostrophe inside a word, and English contractions, as written', () => {
    for (const text of ['aujourd’hui', 'prud’homme', 'the children’s room', 'don’t', 'it’s', '« l’ »'])
      expect(indexText(text), text).toBe(text);
  });

  it('parts an elision at the end of a text too: the word goes on in the next element', () => {
    expect(indexText('l’histoire d’')).toBe(`l’${M} histoire d’${M} `);
  });

  it('spells ligatures out, both cases, with the mark between the letters', () => {
    expect(indexText('cœur, Œuvre, ŒUVRE, ex æquo, Æsop')).toBe(`co${M}eur, O${M}Euvre, O${M}EUVRE, ex a${M}equo, A${M}Esop`);
  });

  it('keeps a hyphenated compound whole, so that the index finds it by its parts too', () => {
    expect(indexText('la neuro-architecture d’avant-garde')).toBe(`la neuro-architecture d’${M} avant-garde`);
  });

  it('is shown back exactly as the page writes it, a mark around a word or not', () => {
    const texts = ['l’architecture et le cœur d’Œuvre', 'jusqu’à ex æquo', 'aujourd’hui'];
    for (const text of texts) expect(shownText(indexText(text))).toBe(text);
    expect(shownText(`l’${M} <mark>architecture</mark>`)).toBe('l’<mark>architecture</mark>');
    expect(shownText(`<mark>qu’${M}</mark> il`)).toBe('<mark>qu’</mark>il');
    expect(shownText(`le <mark>co${M}eur</mark>`)).toBe('le <mark>cœur</mark>');
  });
});

describe('the words of a query', () => {
  it('drops the elided article, either apostrophe, and folds ligatures', () => {
    expect(queryWords('l’architecture')).toEqual(['architecture']);
    expect(queryWords("L'Architecture d’intérieur")).toEqual(['architecture', 'intérieur']);
    expect(queryWords('Cœur œuvre ÆSOP')).toEqual(['coeur', 'oeuvre', 'aesop']);
  });

  it('parts a compound at its hyphen, drops other punctuation and single letters', () => {
    expect(queryWords('neuro-architecture')).toEqual(['neuro', 'architecture']);
    expect(queryWords('« lumière », chambre ?')).toEqual(['lumière', 'chambre']);
    expect(queryWords('aujourd’hui')).toEqual(['aujourdhui']);
    expect(queryWords('a l’ y Feng Shui')).toEqual(['feng', 'shui']);
    expect(queryWords('  ')).toEqual([]);
  });

  it('folds a word for comparison: case, accents and ligatures', () => {
    expect(fold('Lumière')).toBe('lumiere');
    expect(fold('CŒUR')).toBe('coeur');
    expect(fold('Ærø')).toBe('aerø');
  });
});

describe('one typo forgiven', () => {
  it('finds words one letter missing, extra, wrong or two swapped apart, and no further', () => {
    for (const typed of ['lumire', 'lumierre', 'lumiare', 'lumiree', 'ulmiere', 'lumeire'])
      expect(oneEditApart(typed, 'lumiere'), typed).toBe(true);
    for (const typed of ['lumiere', 'lmire', 'lumieress', 'ulmeire', 'chambre']) expect(oneEditApart(typed, 'lumiere'), typed).toBe(false);
  });

  it('corrects to the most used word of the vocabulary, accents forgiven, five letters or more', () => {
    const vocabulary = ['lumière', 'lumineux', 'chambre', 'chambres'];
    expect(correctionFor('lumire', vocabulary)).toBe('lumière');
    expect(correctionFor('chambrr', vocabulary)).toBe('chambre');
    expect(correctionFor('lumiére', vocabulary), 'the same word, another accent').toBeUndefined();
    expect(correctionFor('qwertz', vocabulary)).toBeUndefined();
    expect(correctionFor('cham', ['champ']), 'a typed word under five letters').toBeUndefined();
  });

  it('builds the vocabulary from the indexed texts: words of five letters or more, most used first, as the pages write them', () => {
    const vocabulary = vocabularyOf([
      indexText('La lumière, la lumière du cœur. L’architecture.'),
      indexText('Une chambre et la lumière ; l’architecture'),
    ]);
    expect(vocabulary).toEqual(['lumière', 'architecture', 'chambre']);
    expect(vocabularyOf([indexText('Cœur et cœurs')])).toEqual(['cœurs']);
  });
});
