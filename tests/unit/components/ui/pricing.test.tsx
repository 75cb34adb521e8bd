/**
 * Prices on the training page: amounts from the content numbers, the tax word from the
 * dictionary (HTVA in French, the brand's word), the former price a real <del> that screen readers
 * still announce as such.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatPriceExclVat, Price } from '../../../../src/components/ui/Price';
import { linkAction } from '../../../../src/lib/links';
import { site } from '../../../../src/config/site';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('Price', () => {
  it('writes the amount with its tax word in each language', () => {
    expect(formatPriceExclVat(2799, 'fr')).toBe('2\u202f799\u00a0€\u00a0HTVA');
    expect(formatPriceExclVat(2799, 'en')).toBe('€2,799\u00a0excl.\u00a0VAT');
  });

  it('crosses out a former price with <del> and says so in hidden words', () => {
    const html = renderToStaticMarkup(<Price amount={2799} was={3200} lang="fr" />);
    expect(html).toMatch(/<del[^>]*><span class="sr-only">Ancien prix\u202f: <\/span>3\u202f200\u00a0€\u00a0HTVA<\/del>/);
    expect(text(html)).toContain('Prix actuel\u202f: 2\u202f799\u00a0€\u00a0HTVA');
  });

  it('has no former-price words when there is no former price', () => {
    const html = renderToStaticMarkup(<Price amount={589} lang="en" />);
    expect(html).not.toContain('<del');
    expect(text(html)).toBe('€589\u00a0excl.\u00a0VAT');
  });
});

describe('linkAction', () => {
  it('opens another site in a new tab, with the hidden words', () => {
    expect(linkAction({ label: 'Voir le replay', external: 'workshopReplay' }, 'fr')).toEqual({
      href: site.external.workshopReplay,
      label: 'Voir le replay',
      newTabLabel: '(s’ouvre dans un nouvel onglet)',
    });
  });

  it('keeps a page of this site in the language of the page', () => {
    expect(linkAction({ label: 'Listen', page: 'podcast' }, 'en')).toEqual({ href: '/en/podcast', label: 'Listen' });
    expect(linkAction({ label: 'Plans', page: 'formation', hash: '#formules' }, 'fr')).toEqual({
      href: '/formation#formules',
      label: 'Plans',
    });
  });
});
