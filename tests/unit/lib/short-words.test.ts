/** lib/short-words.ts: a heading's short words keep to a neighbour. */
import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../../src/lib/text-edits';
import { shortWordEdits } from '../../../src/lib/short-words';

const bound = (text: string) => applyEdits(text, shortWordEdits(text)).replace(/\u00a0/g, '_');

describe('a heading’s short words', () => {
  it('go down with the word they introduce', () => {
    expect(bound('Des conférences pour mieux habiter')).toBe('Des_conférences pour_mieux habiter');
  });

  it('keep a short last word with the word before it', () => {
    expect(bound('What drives me')).toBe('What_drives_me');
    expect(bound('Quelles couleurs vous font du bien\u202f?')).toBe('Quelles couleurs_vous font_du_bien\u202f?');
  });

  it('never make a group longer than sixteen characters, binding backwards when forwards is full', () => {
    expect(bound('Learn to make your home work for you')).toBe('Learn_to make_your_home work_for_you');
    const text = 'Un lieu de vie pensé pour vous, à chaque étape';
    for (const group of bound(text).split(' ')) expect(group.length, group).toBeLessThanOrEqual(16);
    expect(bound(text)).toContain('pensé_pour');
  });

  it('bind a two-word title whatever its length, and leave long words and punctuation alone', () => {
    expect(bound('La neuro-\u2060architecture')).toBe('La_neuro-\u2060architecture');
    expect(bound('Accompagnements personnalisés')).toBe('Accompagnements personnalisés');
    expect(bound('Ateliers – Conférences')).toBe('Ateliers – Conférences');
  });
});
