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

  /** Alternative text of the page's share card (Open Graph): the card shows the page's title and the brand. */
  'meta.shareImageAlt': '{title} — {brand}',

  // Header.
  'header.skipLink': 'Aller au contenu',
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
  /** Names the trail of links above the title of a sub-page. */
  /** After a price without VAT (spec §9: prices excl. VAT). */
  'price.exclVat': 'HT',
  'breadcrumbs.label': 'Fil d’Ariane',
  /** Appended, for screen readers, to every link that opens a new tab. */
  'a11y.newTab': '(s’ouvre dans un nouvel onglet)',
  'chat.label': 'Écrire sur WhatsApp',

  // Consent banner and preferences (vanilla-cookieconsent). {provider}-style placeholders are
  // filled with the names in the site config.
  'consent.title': 'Contenus de tiers et cookies',
  'consent.description':
    'Ce site ne mesure pas votre visite. Certains contenus viennent de services tiers (agenda de réservation, avis, lecteurs audio et vidéo)\u202f: ils ne s’affichent que si vous les autorisez, car ils transmettent votre adresse IP à ces services et peuvent déposer des cookies. Vous pouvez changer d’avis à tout moment via «\u202fPréférences cookies\u202f», en bas de chaque page.',
  'consent.acceptAll': 'Tout accepter',
  'consent.rejectAll': 'Tout refuser',
  'consent.customise': 'Personnaliser',
  'consent.preferencesTitle': 'Préférences cookies',
  'consent.save': 'Enregistrer mes choix',
  'consent.close': 'Fermer',
  'consent.necessaryTitle': 'Strictement nécessaire',
  'consent.necessaryText': 'Un seul cookie, qui retient vos choix pendant 182\u00a0jours. Il ne sert à rien d’autre et reste sur ce site.',
  'consent.bookingTitle': 'Agenda de réservation',
  'consent.bookingText': 'Le calendrier pour réserver votre appel découverte, fourni par {provider}.',
  'consent.mediaTitle': 'Lecteurs audio et vidéo',
  'consent.mediaText': 'Les épisodes du podcast, lus avec {music}, et les vidéos, lues avec {video}.',
  'consent.reviewsTitle': 'Avis clients',
  'consent.reviewsText': 'Le widget qui affiche les avis de nos clients, fourni par {provider}.',
  'consent.privacyOf': 'Politique de confidentialité de {provider}',
  'consent.footerLink': 'Préférences cookies',

  // Facades shown in place of a third-party embed until its category is allowed.
  'embed.notice': 'Ce contenu est fourni par {provider}. L’afficher transmet votre adresse IP à {provider}, qui peut déposer des cookies.',
  'embed.remember': 'Votre choix vaut pour tout le site. Vous pouvez le retirer à tout moment via «\u202fPréférences cookies\u202f».',
  'embed.bookingTitle': 'Agenda de réservation',
  'embed.mediaTitle': 'Lecteurs audio et vidéo',
  'embed.reviewsTitle': 'Avis clients',
  'embed.allowBooking': 'Afficher le calendrier',
  'embed.allowMedia': 'Autoriser les lecteurs',
  'embed.allowReviews': 'Afficher les avis',
  'embed.directBooking': 'Réserver sur {provider}',
  'embed.directMusic': 'Écouter sur {provider}',
  'embed.directVideo': 'Regarder sur {provider}',
  'embed.directReviews': 'Lire les avis sur la plateforme',
  'embed.failed': 'Ce contenu n’a pas pu se charger. Vous pouvez l’ouvrir directement\u202f:',
  'embed.play': 'Lire la vidéo\u202f: {title}',
  'embed.loading': 'Chargement…',
  'embed.listenHere': 'Écouter ici',
  'embed.listenHereName': 'Écouter ici\u202f: {title}',
  'embed.mediaNote':
    'Chaque titre s’ouvre sur {provider}. «\u202fÉcouter ici\u202f» charge le lecteur de {provider} dans la page\u202f: cela lui transmet votre adresse IP, et {provider} peut déposer des cookies.',

  // The booking card shown until the calendar is allowed; {minutes} is the page's call (spec §9).
  'booking.cardTitle': 'Un appel découverte gratuit de {minutes}\u00a0minutes',
  'booking.cardText': 'Par téléphone ou en visio, nous faisons le point sur votre projet et sur la suite possible. Sans engagement.',
  'booking.cardAlternatives': 'Sans calendrier\u202f:',

  // Quiz button states (spec §4).
  'quiz.button': 'Faire le quiz gratuit',
  'quiz.redirecting': 'Redirection en cours...',

  // About, book, resources and press pages (issue 8).
  /** The accessible name of a row of rating stars, read once instead of five images. */
  'rating.one': '{value} étoile sur {max}',
  'rating.other': '{value} étoiles sur {max}',
  // Legal pages (mentions légales, politique de confidentialité, CGV): the list of sections beside
  // the text, and the labels of the practice's details, whose values come from the site config.
  'legal.contents': 'Sur cette page',
  'legal.business': 'Nom commercial',
  'legal.owner': 'Responsable',
  'legal.location': 'Établissement',
  'legal.enterpriseNumber': 'Numéro d’entreprise (BCE)',
  'legal.host': 'Hébergeur du site',
  // Workshops and support pages (/ateliers, /accompagnements and its three sub-pages).
  /** Labels of a workshop card's facts. */
  'workshop.duration': 'Durée',
  'workshop.price': 'Prix',
  /** A length the workshop runs beyond; {duration} is the figure (3 h 30). */
  'duration.over': 'Plus de {duration}',
  // Training and conferences pages (formation, conferences): prices of the plans, the carousel.
  /** Read before a crossed-out price by screen readers, which mostly do not announce <del>. */
  'price.was': 'Ancien prix\u202f:',
  /** Read before the price that replaces a crossed-out one. */
  'price.now': 'Prix actuel\u202f:',
  /** Paying by the month: {count} instalments of {amount} (the amount with its tax word). */
  'price.perMonth': 'ou {count}\u00a0×\u00a0{amount} par mois',
  /** Paying by the month, when the plan states only how many instalments. */
  'price.instalments': 'Payable en {count}\u00a0mensualités',
  /** Beside the bar showing how full a cohort is. */
  'plan.seatsLeft': 'Plus que {left}\u00a0places sur {total}',
  'carousel.roleDescription': 'carrousel',
  'carousel.slideRoleDescription': 'diapositive',
  'carousel.previous': 'Image précédente',
  'carousel.next': 'Image suivante',
  /** Announced politely as the carousel moves; also names each slide. */
  'carousel.position': 'Image {current} sur {total}',
  /** Under the strip without JavaScript (or before it loads): the images scroll sideways. */
  'carousel.scrollHint': 'Faites défiler pour voir les {total}\u00a0images',
  // Blog: article cards, article pages and category pages (issue 9, blog).
  /** Reading time of an article; {minutes} is a whole number, computed when the site is built. */
  'blog.readingTime': '{minutes}\u00a0min de lecture',
  'blog.readMore': 'Lire la suite',
  'blog.seeArticles': 'Voir les articles',
  /** Before the date of an article, on its page. */
  'blog.publishedOn': 'Publié le',
  /** Names the link to an article's category, on its page. */
  'blog.categoryLabel': 'Catégorie',
  /** The links to the articles published before and after the one being read. */
  'blog.pagerLabel': 'Autres articles',
  'blog.previous': 'Article précédent',
  'blog.next': 'Article suivant',
  /** Title of a category page in the browser tab and search results. */
  'blog.categoryMetaTitle': '{category}\u202f: articles du blog',
  /** The author box at the foot of every article: its name for screen readers, the words before her name, one line about her, the link to the about page. */
  'blog.authorRegion': 'À propos de l’autrice',
  'blog.writtenBy': 'Écrit par',
  'blog.authorLine': 'Architecte à Bruxelles, je relie neuro-architecture, Feng Shui moderne et thérapie de l’habitat.',
  'blog.authorAbout': 'Découvrir mon parcours',
  // Structured data for search engines (issue 11): words that describe the practice, per language.
  /** The practitioner's profession, shown by search engines beside her name. */
  'schema.jobTitle': 'Architecte',
  /** Where the practice works. */
  'schema.country': 'Belgique',
  /** The practice's three disciplines (what the practice and the practitioner are known for). */
  'schema.neuroArchitecture': 'Neuro-architecture',
  'schema.fengShui': 'Feng Shui moderne',
  'schema.therapeuticHabitat': 'Habitat thérapeutique',
} as const;

export type UiKey = keyof typeof fr;
