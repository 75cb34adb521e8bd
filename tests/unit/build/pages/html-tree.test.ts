/**
 * Unit tests of build/pages/html-tree.ts and built-pages.ts: reading a built page's head (language,
 * title, canonical, alternates, Open Graph, JSON-LD) and the path each built file is served at.
 */
import { describe, expect, it } from 'vitest';
import { property, readHead } from '../../../../build/pages/html-tree';
import { builtRoutes, pathOfHtmlFile } from '../../../../build/pages/built-pages';

const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Contact : réservez &amp; venez · Atelier</title>
<meta name="description" content="L&#39;appel &quot;découverte&quot;">
<link rel="canonical" href="https://www.example.com/contact">
<link rel="alternate" hreflang="fr" href="https://www.example.com/contact">
<link rel="alternate" hreflang="en" href="https://www.example.com/en/contact">
<meta property="og:title" content="Contact &amp; rendez-vous">
<meta property="og:locale:alternate" content="en_GB">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<noscript data-manifest="/site.webmanifest"><link rel="manifest" href="/site.webmanifest"></noscript>
<script type="application/ld+json">{"@type":"FAQPage"}</script>
<script type="module" src="/_astro/x.js"></script>
</head><body><meta property="og:title" content="not in the head"></body></html>`;

describe('reading a built page head', () => {
  const head = readHead(html);

  it('reads language, title, description, canonical and alternates, decoding entities', () => {
    expect(head.lang).toBe('fr');
    expect(head.title).toBe('Contact : réservez & venez · Atelier');
    expect(head.description).toBe('L\'appel "découverte"');
    expect(head.canonical).toEqual(['https://www.example.com/contact']);
    expect(head.alternates).toEqual([
      { hreflang: 'fr', href: 'https://www.example.com/contact' },
      { hreflang: 'en', href: 'https://www.example.com/en/contact' },
    ]);
  });

  it('reads Open Graph properties, other links and JSON-LD, from the head only', () => {
    expect(property(head, 'og:title')).toBe('Contact & rendez-vous');
    expect(head.properties['og:title']).toHaveLength(1);
    expect(property(head, 'og:locale:alternate')).toBe('en_GB');
    expect(head.links).toEqual([
      { rel: 'icon', href: '/favicon.svg' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ]);
    expect(head.jsonLd).toEqual(['{"@type":"FAQPage"}']);
  });

  it('decodes numeric and named entities', () => {
    expect(readHead('<title>a&#x202F;&#8239;&lt;&gt;&amp;&unknown;</title>').title).toBe('a\u202f\u202f<>&&unknown;');
  });

  it('reads elements, not text that looks like them', () => {
    const tricky = readHead(
      '<html lang="en"><head><meta name="description" content="<link rel=&quot;canonical&quot; href=&quot;/x&quot;>"><script type="application/ld+json">{"a":"<meta property=\'og:title\' content=\'x\'>"}</script></head><body></body></html>',
    );
    expect(tricky.canonical).toEqual([]);
    expect(tricky.properties).toEqual({});
    expect(tricky.description).toBe('<link rel="canonical" href="/x">');
  });

  it('knows the path each built file is served at', () => {
    expect(pathOfHtmlFile('index.html')).toBe('/');
    expect(pathOfHtmlFile('en.html')).toBe('/en');
    expect(pathOfHtmlFile('en/accompagnements/feng-shui.html')).toBe('/en/accompagnements/feng-shui');
    expect(pathOfHtmlFile('en/404.html')).toBe('/en/404');
  });

  it('lists no pages for a build that is not there', () => {
    expect(builtRoutes('no-such-folder')).toEqual([]);
  });
});
