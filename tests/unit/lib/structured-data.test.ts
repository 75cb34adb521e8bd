/**
 * Unit tests of src/lib/structured-data.ts: the JSON-LD for the practice, website, practitioner,
 * book, training, FAQ, podcast, blog, articles and breadcrumbs, typed against schema.org and safe
 * inside its script.
 */
import type { BookLeaf, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import {
  blogData,
  blogPostingData,
  bookData,
  breadcrumbData,
  courseData,
  faqData,
  ids,
  jsonLd,
  trailFromCrumbs,
  personData,
  podcastData,
  practiceData,
  websiteData,
} from '../../../src/lib/structured-data';

const origin = site.url;

describe('structured data', () => {
  it('describes the practice from the site config, in the page language', () => {
    const data = practiceData('en', 'A practice in Brussels.');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      '@id': ids.practice,
      name: site.brand,
      description: 'A practice in Brussels.',
      email: site.contact.email,
      url: `${origin}/en`,
      areaServed: { '@type': 'Country', name: 'Belgium' },
      knowsAbout: ['Neuro-architecture', 'Modern Feng Shui', 'Therapeutic habitat'],
      founder: { '@type': 'Person', '@id': ids.practitioner, name: site.practitioner.name, jobTitle: 'Architect' },
    });
    expect(data.sameAs).toEqual(Object.values(site.social));
    expect(practiceData('fr', 'x').founder).toMatchObject({ jobTitle: 'Architecte' });
  });

  it('names the website for search results', () => {
    expect(websiteData('fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': ids.website,
      name: site.brand,
      url: origin,
      inLanguage: 'fr',
      publisher: { '@id': ids.practice },
    });
  });

  it('describes the practitioner: profession, practice, profiles, what she knows', () => {
    const data = personData('fr', { description: 'Architecte à Bruxelles.', image: '/_astro/portrait.webp' });
    expect(data).toMatchObject({
      '@type': 'Person',
      '@id': ids.practitioner,
      name: site.practitioner.name,
      jobTitle: 'Architecte',
      description: 'Architecte à Bruxelles.',
      image: `${origin}/_astro/portrait.webp`,
      url: `${origin}/about`,
      worksFor: { '@type': 'ProfessionalService', '@id': ids.practice, name: site.brand },
      knowsAbout: ['Neuro-architecture', 'Feng Shui moderne', 'Habitat thérapeutique'],
      sameAs: Object.values(site.social),
    });
    expect(personData('en', { knowsAbout: ['Colour psychology'] }).knowsAbout).toEqual(['Colour psychology']);
    expect(personData('en')).not.toHaveProperty('description');
  });

  it('describes the book from site.book, with its offer', () => {
    const data = bookData('en', { description: 'A book on neuro-architecture.', image: '/_astro/cover.webp', today: '2026-01-15' });
    expect(data).toMatchObject({
      '@type': 'Book',
      name: site.book.title,
      author: { '@type': 'Person', '@id': ids.practitioner, name: site.practitioner.name },
      publisher: { '@type': 'Organization', name: site.book.publisher },
      numberOfPages: 192,
      isbn: site.book.isbn,
      datePublished: '2025-10',
      inLanguage: 'fr',
      url: `${origin}/en/livre`,
      image: `${origin}/_astro/cover.webp`,
      offers: {
        '@type': 'Offer',
        price: 19.95,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: site.external.bookDistributor,
      },
    });
  });

  it('offers the book for pre-order before its release month', () => {
    expect(bookData('fr', { description: 'x', today: '2025-09-30' }).offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
    expect(bookData('fr', { description: 'x', today: '2025-10-01' }).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('describes the training with one offer per plan, prices as numbers excluding VAT', () => {
    const plans = [
      { id: 'complete', title: 'Formation complète', description: 'Six mois.', price: 2799 },
      { id: 'autonome', title: 'Formation autonome', description: 'À vie.', price: 1200 },
      { id: 'couleur', title: 'Module couleur', description: 'Couleurs.', price: 589 },
    ];
    const data = courseData('fr', { name: 'Formation en neuro-architecture', description: 'Pour les professionnels.', plans });
    expect(data).toMatchObject({
      '@type': 'Course',
      name: 'Formation en neuro-architecture',
      description: 'Pour les professionnels.',
      url: `${origin}/formation`,
      provider: { '@type': 'ProfessionalService', '@id': ids.practice, name: site.brand },
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Formation complète',
        price: 2799,
        priceCurrency: 'EUR',
        priceSpecification: expect.objectContaining({ price: 2799, valueAddedTaxIncluded: false }),
        url: site.external.trainingOrderComplete,
      }),
      expect.objectContaining({ name: 'Formation autonome', price: 1200, url: site.external.trainingOrderAutonome }),
      expect.objectContaining({ name: 'Module couleur', price: 589, url: site.external.trainingOrderCouleur }),
    ]);
    const other = courseData('en', { name: 'n', description: 'd', plans: [{ id: 'atelier', title: 't', description: 'd', price: 37 }] });
    expect(other.offers).toEqual([expect.objectContaining({ url: `${origin}/en/formation#atelier` })]);
  });

  it('turns FAQ items into questions and answers', () => {
    const data = faqData([{ question: 'Q?', answer: 'A.' }], 'fr');
    expect(data).toMatchObject({ '@type': 'FAQPage', inLanguage: 'fr' });
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });

  it('describes the podcast as the same series as its show on the music platform', () => {
    expect(podcastData('Le podcast', 'Un podcast.', 'en')).toMatchObject({
      '@type': 'PodcastSeries',
      url: `${origin}/en/podcast`,
      sameAs: site.external.podcastPlatform,
      author: { '@id': ids.practice },
    });
  });

  const article = {
    path: '/blog/lumiere-et-productivite',
    headline: 'La lumière et la productivité',
    description: 'Comment la lumière naturelle change une journée de travail.',
    datePublished: '2024-06-09',
  };

  it('describes an article: headline, dates, its share card as image, author, publisher, page', () => {
    expect(blogPostingData('fr', article)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${origin}/blog/lumiere-et-productivite#article`,
      headline: article.headline,
      description: article.description,
      datePublished: '2024-06-09',
      dateModified: '2024-06-09',
      image: `${origin}/og/blog/lumiere-et-productivite.png`,
      author: { '@type': 'Person', '@id': ids.practitioner, name: site.practitioner.name },
      publisher: expect.objectContaining({ '@type': 'ProfessionalService', '@id': ids.practice, logo: `${origin}/icon-512.png` }),
      inLanguage: 'fr',
      url: `${origin}/blog/lumiere-et-productivite`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/lumiere-et-productivite` },
      isPartOf: { '@id': `${origin}/blog#blog` },
    });
    expect(blogPostingData('fr', { ...article, dateModified: '2024-07-01', image: '/_astro/x.webp' })).toMatchObject({
      dateModified: '2024-07-01',
      image: `${origin}/_astro/x.webp`,
    });
  });

  it('describes the blog and the articles it lists', () => {
    const data = blogData('en', { name: 'Blog', description: 'Notes on living well.', articles: [{ ...article, path: '/en/blog/light' }] });
    expect(data).toMatchObject({ '@type': 'Blog', '@id': `${origin}/en/blog#blog`, url: `${origin}/en/blog`, inLanguage: 'en' });
    expect(data.blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        '@id': `${origin}/en/blog/light#article`,
        headline: article.headline,
        url: `${origin}/en/blog/light`,
        datePublished: '2024-06-09',
      },
    ]);
  });

  it('turns a trail into a breadcrumb list of absolute addresses', () => {
    const data = breadcrumbData([
      { name: 'Accueil', path: '/' },
      { name: 'Accompagnements', path: '/accompagnements' },
      { name: 'Feng Shui', path: '/accompagnements/feng-shui' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: origin },
      { '@type': 'ListItem', position: 2, name: 'Accompagnements', item: `${origin}/accompagnements` },
      { '@type': 'ListItem', position: 3, name: 'Feng Shui', item: `${origin}/accompagnements/feng-shui` },
    ]);
    expect(() => breadcrumbData([{ name: 'Accueil', path: '/' }])).toThrow(/two steps/);
  });

  it('reads the trail of the visible breadcrumbs, the page itself last', () => {
    const crumbs = [{ label: 'Home', href: '/en' }, { label: 'Support', href: '/en/accompagnements' }, { label: 'Moving' }];
    expect(trailFromCrumbs(crumbs, '/en/accompagnements/demenagement')).toEqual([
      { name: 'Home', path: '/en' },
      { name: 'Support', path: '/en/accompagnements' },
      { name: 'Moving', path: '/en/accompagnements/demenagement' },
    ]);
    expect(() => trailFromCrumbs([{ label: 'Home' }, { label: 'Moving' }], '/x')).toThrow(/Home/);
  });

  it('is typed: a property schema.org does not define fails the type check', () => {
    // @ts-expect-error: `numberOfPage` is not a property of Book (astro check fails if this compiles).
    const wrong: WithContext<BookLeaf> = { '@context': 'https://schema.org', '@type': 'Book', numberOfPage: 192 };
    expect(wrong['@type']).toBe('Book');
  });

  it('cannot close its script element early', () => {
    const text = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
