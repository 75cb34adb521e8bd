/**
 * The notice of a list with nothing in it yet (an empty blog category). The browser tests meet it
 * on the categories that are empty today; this keeps it checked once every category has articles.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyNotice } from '../../../../src/components/sections/EmptyNotice';

describe('EmptyNotice', () => {
  const html = renderToString(
    <EmptyNotice
      title="Bientôt des articles ici"
      text="Cette catégorie attend son premier article."
      link={{ href: '/blog', label: 'Tous les articles' }}
    />,
  );

  it('says so under a heading, in the words it is given', () => {
    expect(html).toMatch(/<h2[^>]*>Bientôt des articles ici<\/h2>/);
    expect(html).toContain('Cette catégorie attend son premier article.');
    expect(html).toContain('data-empty-notice');
  });

  it('offers a way on: a link with its label, the arrow hidden from screen readers', () => {
    expect(html).toMatch(/<a href="\/blog"[^>]*>.*Tous les articles<\/a>/s);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
