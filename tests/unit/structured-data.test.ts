import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { articleData, blogData, bookData, faqData, jsonLd, practiceData } from '../../src/lib/structured-data';

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

  it('describes the blog and each article with absolute addresses', () => {
    expect(blogData('Le blog', 'Des articles.', 'en')).toMatchObject({ '@type': 'Blog', url: `${site.url}/en/blog`, inLanguage: 'en' });
    const article = articleData(
      { title: 'Titre', description: 'Résumé.', date: '2025-03-18', path: '/blog/un-article', image: '/_astro/hero.svg', section: 'Feng Shui' },
      'fr',
    );
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Titre',
      datePublished: '2025-03-18',
      url: `${site.url}/blog/un-article`,
      image: `${site.url}/_astro/hero.svg`,
      articleSection: 'Feng Shui',
      author: { '@type': 'Person', name: site.practitioner.name },
    });
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
