/**
 * English UI strings. Typed against the French source: a missing or extra key is a type error,
 * so `npm run build` (which type-checks first) fails before a half-translated site ships.
 */
import type { UiKey } from './fr';

export const en = {
  'page.home': 'Home',
  'page.about': 'About',
  'page.podcast': 'Podcast',
  'page.formation': 'Training',
  'page.contact': 'Contact',
  'page.conferences': 'Talks',
  'page.blog': 'Blog',
  'page.ateliers': 'Workshops',
  'page.accompagnements': 'Support',
  'page.construction': 'Building and renovation',
  'page.demenagement': 'Moving home',
  'page.fengShui': 'Feng Shui',
  'page.ressources': 'Free resources',
  'page.livre': 'Book',
  'page.mentionsLegales': 'Legal notice',
  'page.confidentialite': 'Privacy policy',
  'page.cgv': 'Terms and conditions of sale',
  'page.press': 'Press',
  'page.notFound': 'Page not found',

  'header.skipLink': 'Skip to content',
  'header.homeLink': 'Home',
  'header.mainNav': 'Main navigation',
  'header.menuOpen': 'Menu',
  'header.menuClose': 'Close the menu',
  'header.callButton': 'Book a quick call',
  'header.switchLabel': 'Français',
  'header.switchAccessible': 'Lire cette page en français',

  'closing.title': 'What if your home looked after you?',
  'closing.text':
    'A free discovery call to talk about the place you live in, and how it could start working for your well-being.',
  'closing.cta': 'Book a quick call',

  'footer.tagline':
    'Neuro-architecture, modern Feng Shui and therapeutic habitat, from Brussels, for homes that do you good.',
  'footer.supportHeading': 'Support',
  'footer.practiceHeading': 'The practice',
  'footer.legalHeading': 'Legal',
  'footer.contactHeading': 'Contact',
  'footer.quiz': 'Colour psychology quiz',
  'footer.location': 'Brussels, Belgium',
  'footer.phone': 'Phone',
  'footer.email': 'Email',
  'footer.socialHeading': 'Follow us',
  'footer.instagram': 'Instagram',
  'footer.linkedin': 'LinkedIn',
  'footer.youtube': 'YouTube',
  'footer.rights': 'All rights reserved.',

  'a11y.newTab': '(opens in a new tab)',
  'chat.label': 'Message us on WhatsApp',

  'quiz.button': 'Take the free quiz',
  'quiz.redirecting': 'Redirecting...',
} as const satisfies Record<UiKey, string>;
