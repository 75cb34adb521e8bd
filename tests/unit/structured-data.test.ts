import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { bookData, faqData, jsonLd, practiceData } from '../../src/lib/structured-data';

describe('structured data', () => {
  it('describes the practice from the site config', () => {
    const data = practiceData('en', 'A practice in Brussels.');
    expect(data).toMatchObject({ '@type': 'ProfessionalService', name: site.brand, email: site.contact.email, url: `${site.url}/en` });
    expect(data.sameAs).toEqual(Object.values(site.social));
  });

  it('turns FAQ items into questions and answers', () => {
    const data = faqData([{ question: 'Q?', answer: 'A.' }], 'fr');
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });

  it('describes the book from the site config, with its offer at the distributor', () => {
    const data = bookData('A book.', 'en');
    expect(data).toMatchObject({ '@type': 'Book', name: site.book.title, isbn: site.book.isbn, numberOfPages: 192, datePublished: '2025-10', url: `${site.url}/en/livre` });
    expect(data.offers).toMatchObject({ price: '19.95', priceCurrency: 'EUR', url: site.external.bookDistributor });
  });

  it('cannot close its script element early', () => {
    const text = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
