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

  /** Alternative text of the picture shown when a page is shared (Open Graph). */
  'meta.shareImageAlt': 'Illustration: a calm interior with a tall arched window, sunlight on the floor, a low sofa and a plant',

  'header.skipLink': 'Skip to content',
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

  'price.exclVat': 'excl. VAT',
  'breadcrumbs.label': 'Breadcrumb',
  'a11y.newTab': '(opens in a new tab)',
  'chat.label': 'Message us on WhatsApp',

  'consent.title': 'Third-party content and cookies',
  'consent.description':
    'This site does not track your visit. Some content comes from other services (booking calendar, reviews, audio and video players): it only appears if you allow it, because it sends your IP address to those services and may set cookies. You can change your mind at any time from “Cookie preferences” at the bottom of every page.',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.customise': 'Customise',
  'consent.preferencesTitle': 'Cookie preferences',
  'consent.save': 'Save my choices',
  'consent.close': 'Close',
  'consent.necessaryTitle': 'Strictly necessary',
  'consent.necessaryText': 'A single cookie that remembers your choices for 182 days. It does nothing else and never leaves this site.',
  'consent.bookingTitle': 'Booking calendar',
  'consent.bookingText': 'The calendar for booking your discovery call, provided by {provider}.',
  'consent.mediaTitle': 'Audio and video players',
  'consent.mediaText': 'Podcast episodes, played with {music}, and videos, played with {video}.',
  'consent.reviewsTitle': 'Client reviews',
  'consent.reviewsText': 'The widget showing our clients’ reviews, provided by {provider}.',
  'consent.privacyOf': '{provider} privacy policy',
  'consent.footerLink': 'Cookie preferences',

  'embed.notice': 'This content is provided by {provider}. Showing it sends your IP address to {provider}, which may set cookies.',
  'embed.remember': 'Your choice applies to the whole site. You can withdraw it at any time from “Cookie preferences”.',
  'embed.bookingTitle': 'Booking calendar',
  'embed.mediaTitle': 'Audio and video players',
  'embed.reviewsTitle': 'Client reviews',
  'embed.allowBooking': 'Show the calendar',
  'embed.allowMedia': 'Allow the players',
  'embed.allowReviews': 'Show the reviews',
  'embed.directBooking': 'Book on {provider}',
  'embed.directMusic': 'Listen on {provider}',
  'embed.directVideo': 'Watch on {provider}',
  'embed.directReviews': 'Read the reviews on the platform',
  'embed.failed': 'This content could not load. You can open it directly:',
  'embed.play': 'Play the video: {title}',
  'embed.loading': 'Loading…',

  'quiz.button': 'Take the free quiz',
  'quiz.redirecting': 'Redirecting...',

  // About, book, resources and press pages (issue 8).
  /** English says "1 out of 5 stars": the plural follows the maximum, so both forms are the same. */
  'rating.one': '{value} out of {max} stars',
  'rating.other': '{value} out of {max} stars',
  // Legal pages (legal notice, privacy policy, terms and conditions of sale).
  'legal.contents': 'On this page',
  'legal.business': 'Trading name',
  'legal.owner': 'Proprietor',
  'legal.location': 'Based in',
  'legal.enterpriseNumber': 'Company number (CBE)',
  'legal.host': 'Website host',
  // Workshops and support pages (/ateliers, /accompagnements and its three sub-pages).
  'workshop.duration': 'Duration',
  'workshop.price': 'Price',
  'duration.over': 'Over {duration}',
} as const satisfies Record<UiKey, string>;
