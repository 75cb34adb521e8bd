/**
 * What `npm run edit` shows when a rebuild fails (tools/rebuild-failure.ts): the site's French
 * message first, naming the page and the field, Astro's frame kept below for whoever helps.
 */
import { describe, expect, it } from 'vitest';
import { failureOf, failurePage, frenchLines } from '../../../tools/rebuild-failure';

/** Astro's output for places left above the total, as a build prints it (colours included). */
const output = [
  '12:00:01 [content] Syncing content',
  '\x1b[31m[InvalidContentEntryDataError]\x1b[39m formation → fr data does not match collection schema.',
  '',
  '  plans.items.0.seats: Page Formation, «\u202fPlaces\u202f» d’une formule\u202f: «\u202fPlaces restantes\u202f» dépasse «\u202fPlaces au total\u202f». Diminuez les places restantes ou augmentez le total.',
  '',
  '  Hint:',
  '    See https://docs.astro.build/en/guides/content-collections/ for more information on content schemas.',
  '  Location:',
  '    /home/owner/site/src/content/formation/fr.yaml:0:0',
].join('\n');

describe('a failed rebuild, as npm run edit shows it', () => {
  it('starts at Astro’s error, colours removed', () => {
    expect(failureOf(output)).toMatch(/^\[InvalidContentEntryDataError\] formation → fr data/);
  });

  it('puts the site’s French message first, without the field’s key path', () => {
    expect(frenchLines(failureOf(output))).toEqual([
      'Page Formation, «\u202fPlaces\u202f» d’une formule\u202f: «\u202fPlaces restantes\u202f» dépasse «\u202fPlaces au total\u202f». Diminuez les places restantes ou augmentez le total.',
    ]);
    expect(frenchLines('[UnknownError] something broke')).toEqual(['[UnknownError] something broke']);
  });

  it('is a French page that looks again by itself, the message escaped', () => {
    const page = failurePage(failureOf(output).replace('formation', '<b>formation</b>'));
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<meta http-equiv="refresh" content="5">');
    expect(page).toContain('<div class="message"><p>Page Formation,');
    expect(page).toContain('&lt;b&gt;formation&lt;/b&gt;');
    expect(page).not.toContain('<b>formation</b>');
  });
});
