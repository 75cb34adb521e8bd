// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../../../../src/config/consent';
import { PolicyText } from '../../../../src/components/sections/PolicyText';
import { site } from '../../../../src/config/site';

afterEach(cleanup);

describe('PolicyText', () => {
  it('fills the practice’s details from the site config, e-mail and phone as links', () => {
    render(<PolicyText items={[{ subtitle: 'Publisher', text: '{brand} is run by {practitioner}. Write to {email} or call {phone}.' }]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Publisher' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`${site.brand} is run by ${site.practitioner.name}`))).toBeTruthy();
    expect(screen.getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(`mailto:${site.contact.email}`);
    expect(screen.getByRole('link', { name: site.contact.phoneDisplay }).getAttribute('href')).toBe(site.contact.phoneHref);
  });

  it('names the consent cookie and its lifetime from the consent constants', () => {
    const { container } = render(<PolicyText items={[{ text: '{consentCookie} lasts {consentDays} days.' }]} />);
    expect(container.textContent).toBe(`${CONSENT_COOKIE} lasts ${CONSENT_DAYS} days.`);
    expect(container.querySelector('code')?.textContent).toBe('cc_cookie');
  });

  it('renders paragraphs and an optional list, with no heading when there is no subtitle', () => {
    const { container } = render(<PolicyText items={[{ text: 'First.\n\nSecond.', list: ['one;', 'two.'] }]} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First.', 'Second.']);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one;', 'two.']);
    expect(container.querySelector('h3')).toBeNull();
  });
});
