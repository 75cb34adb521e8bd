/**
 * Unit tests of src/components/ui/KeepCompounds.tsx: a word joiner after the hyphen of each
 * compound in the words islands render, and nothing else changed.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepCompounds } from '../../../../src/components/ui/KeepCompounds';

describe('KeepCompounds (the islands’ twin of the build’s compound pass)', () => {
  it('puts a word joiner after the hyphen of each compound, and changes nothing else', () => {
    expect(renderToStaticMarkup(<KeepCompounds text="Réservez votre appel de 30-minute, puis-je ?" />)).toBe(
      'Réservez votre appel de 30-\u2060minute, puis-\u2060je ?',
    );
    expect(renderToStaticMarkup(<KeepCompounds text="Afficher les avis" />)).toBe('Afficher les avis');
  });
});
