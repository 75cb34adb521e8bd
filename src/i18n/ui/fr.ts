/**
 * French UI strings: the key source. Every key here must exist in en.ts (a type error otherwise).
 * Page copy does not live here but in src/content; this file holds the words of the shared chrome
 * and the accessible names of controls. Typography: French spacing (narrow no-break space before
 * « ; : ! ? » is written as \u202f, no-break space as \u00a0).
 */
export const fr = {
  // Page names, used by the header, footer and breadcrumbs. Short: they sit in menus.
  'page.home': 'Accueil',
  'page.about': 'À propos',
  'page.podcast': 'Podcast',
  'page.formation': 'Formation',
  'page.contact': 'Contact',
  'page.conferences': 'Conférences',
  'page.blog': 'Blog',
  'page.ateliers': 'Ateliers',
  'page.accompagnements': 'Accompagnements',
  'page.construction': 'Construction et rénovation',
  'page.demenagement': 'Je déménage',
  'page.fengShui': 'Feng Shui',
  'page.ressources': 'Ressources offertes',
  'page.livre': 'Livre',
  'page.mentionsLegales': 'Mentions légales',
  'page.confidentialite': 'Politique de confidentialité',
  'page.cgv': 'Conditions générales de vente',
  'page.press': 'Presse',
  'page.notFound': 'Page introuvable',

  // Header.
  'header.skipLink': 'Aller au contenu',
  'header.homeLink': 'Accueil',
  'header.mainNav': 'Navigation principale',
  'header.menuOpen': 'Menu',
  'header.menuClose': 'Fermer le menu',
  'header.callButton': 'Réserver un appel',
  /** The language switch shows the other language's name, written in that language. */
  'header.switchLabel': 'English',
  'header.switchAccessible': 'Read this page in English',

  // Closing block, before the footer of every page.
  'closing.title': 'Et si votre intérieur prenait soin de vous\u202f?',
  'closing.text':
    'Un premier appel découverte, offert, pour parler de votre lieu de vie et voir ensemble comment en faire un allié de votre bien-être.',
  'closing.cta': 'Réserver un appel',

  // Footer.
  'footer.tagline':
    'Neuro-architecture, Feng Shui moderne et habitat thérapeutique, depuis Bruxelles, pour des lieux de vie qui font du bien.',
  'footer.supportHeading': 'Accompagnements',
  'footer.practiceHeading': 'Le cabinet',
  'footer.legalHeading': 'Informations légales',
  'footer.contactHeading': 'Contact',
  'footer.quiz': 'Quiz psychologie des couleurs',
  'footer.location': 'Bruxelles, Belgique',
  'footer.phone': 'Téléphone',
  'footer.email': 'E-mail',
  'footer.socialHeading': 'Suivez-nous',
  'footer.instagram': 'Instagram',
  'footer.linkedin': 'LinkedIn',
  'footer.youtube': 'YouTube',
  'footer.rights': 'Tous droits réservés.',

  // Shared labels.
  /** Appended, for screen readers, to every link that opens a new tab. */
  'a11y.newTab': '(s’ouvre dans un nouvel onglet)',
  'chat.label': 'Écrire sur WhatsApp',

  // Quiz button states (spec §4).
  'quiz.button': 'Faire le quiz gratuit',
  'quiz.redirecting': 'Redirection en cours...',
} as const;

export type UiKey = keyof typeof fr;
