import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepCompounds } from '../../src/components/ui/KeepCompounds';

describe('KeepCompounds (the islands’ twin of the build’s compound pass)', () => {
  it('wraps each hyphenated compound in the class that keeps it whole, and nothing else', () => {
    expect(renderToStaticMarkup(<KeepCompounds text="Réservez votre appel de 30-minute, puis-je ?" />)).toBe(
      'Réservez votre appel de <span class="compound">30-minute</span>, <span class="compound">puis-je</span> ?',
    );
    expect(renderToStaticMarkup(<KeepCompounds text="Afficher les avis" />)).toBe('Afficher les avis');
  });
});
