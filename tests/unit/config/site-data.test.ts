/**
 * Unit tests of src/config/site.ts reading the practice's data file: its shape, the links derived
 * from it, and a precise error naming the field for each bad, missing or disallowed value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { providerAddresses } from '../../../src/config/providers';
import { chatHref, externalIds, parseSiteData, site, siteFile, siteFrom } from '../../../src/config/site';

const text = readFileSync(siteFile, 'utf8');

/** site.yaml with one value replaced, by its path. */
function edited(path: string[], value: unknown): string {
  const document = parseDocument(text);
  document.setIn(path, value);
  return document.toString();
}

describe('the practice data (src/content/site/site.yaml)', () => {
  it('parses and keeps the shape components read', () => {
    const data = parseSiteData(text);
    expect(site.brand).toBe(data.brand);
    expect(site.contact.email).toBe(data.contact.email);
    expect(site.book.formatMm).toHaveLength(2);
    expect(externalIds).toContain('quiz');
    expect(externalIds).toContain('podcastPlatform');
  });

  it('derives the tel: link, the chat link, the press slug and the podcast page from the data, not from the file', () => {
    const data = parseSiteData(edited(['practitioner', 'name'], 'Émilie Dürer'));
    const derived = siteFrom({ ...data, contact: { ...data.contact, phoneDigits: '32470123456' } });
    expect(derived.pressSlug).toBe('emilie-durer');
    expect(derived.contact.phoneHref).toBe('tel:+32470123456');
    expect(derived.chat.phoneDigits).toBe('32470123456');
    expect(derived.external.podcastPlatform).toBe(`https://open.spotify.com/show/${data.podcast.showId}`);
    expect(chatHref).toBe(`https://wa.me/${site.contact.phoneDigits}?text=${encodeURIComponent(site.chat.prefilledMessage)}`);
    expect(text).not.toMatch(/phoneHref|pressSlug|podcastPlatform/);
  });

  it.each([
    [['contact', 'email'], 'contact@', 'contact.email'],
    [['contact', 'phoneDigits'], '+32 470 12 34 56', 'contact.phoneDigits'],
    [['social', 'instagram'], 'http://www.instagram.com/example', 'social.instagram'],
    [['external', 'quiz'], 'quiz.example.com', 'external.quiz'],
    [['copyrightYear'], '2025', 'copyrightYear'],
    [['book', 'released'], '2025-13', 'book.released'],
    [['podcast', 'showId'], 'https://open.spotify.com/show/x', 'podcast.showId'],
    [['brand'], '  ', 'brand'],
    [['unknownField'], 'x', 'unknownField'],
  ])('refuses %j = %j, naming the file and the field', (path, value, field) => {
    expect(() => parseSiteData(edited(path, value))).toThrow(`src/content/site/site.yaml: ${field}: `);
  });

  it('refuses a missing field', () => {
    const document = parseDocument(text);
    document.deleteIn(['legal', 'host', 'name']);
    expect(() => parseSiteData(document.toString())).toThrow('src/content/site/site.yaml: legal.host.name: ');
  });

  it.each(Object.keys(providerAddresses))('fails when %s is on an origin the CSP does not allow for its provider', (field) => {
    const path = field.split('.');
    expect(() => parseSiteData(edited(path, 'https://evil.example.com/booking'))).toThrow(`src/content/site/site.yaml: ${field}: `);
    expect(() => parseSiteData(edited(path, 'https://calendly.com.evil.example/x'))).toThrow(field);
    expect(() => parseSiteData(edited(path, 'https://calendly.com/someone-else/15min'))).not.toThrow();
  });
});
