/**
 * The words of the interface (src/content/ui/fr.yaml and en.yaml): menus, footer, buttons, consent
 * banner and the names screen readers give to controls. Page copy lives in each page's files.
 *
 * Every key is listed here, grouped by where the words appear, with a French title for the owner.
 * The objects are strict: a key missing from a file, or a key the interface does not know, fails the
 * build naming the file and the key, so the English file always has the French file's keys.
 * Code refers to a word as `group.key` (`t('header.callButton')`); `UiKey` is derived from here.
 *
 * `{name}` in a text is filled when the page is built (a provider's name, a count…): keep it as it is.
 * Adding a key: add it here, in its group, then to both YAML files.
 */
import { z } from 'astro/zod';

const word = () => z.string().trim().min(1, 'ce texte ne peut pas être vide');

/** A group of words: its title and where it appears, then each key with its own title. */
function group<const Keys extends Record<string, string>>(title: string, description: string, keys: Keys) {
  const shape = Object.fromEntries(Object.entries(keys).map(([key, keyTitle]) => [key, word().meta({ title: keyTitle })])) as {
    [Key in keyof Keys]: ReturnType<typeof word>;
  };
  return z.strictObject(shape).meta({ title, description });
}

const placeholders = 'Les mots entre accolades, comme {provider}, sont remplacés à la construction du site : gardez-les tels quels.';

export const uiSchema = z
  .strictObject({
    page: group('Noms des pages', 'Dans les menus, le pied de page et le fil d’Ariane : des noms courts.', {
      home: 'Accueil',
      about: 'À propos',
      podcast: 'Podcast',
      formation: 'Formation',
      contact: 'Contact',
      conferences: 'Conférences',
      blog: 'Blog',
      projects: 'Réalisations',
      ateliers: 'Ateliers',
      accompagnements: 'Accompagnements',
      construction: 'Construction et rénovation',
      demenagement: 'Déménagement',
      fengShui: 'Feng Shui',
      ressources: 'Ressources offertes',
      livre: 'Livre',
      mentionsLegales: 'Mentions légales',
      confidentialite: 'Politique de confidentialité',
      cgv: 'Conditions générales de vente',
      accessibilite: 'Accessibilité',
      press: 'Presse',
      recherche: 'Recherche',
      notFound: 'Page introuvable (erreur 404)',
    }),
    meta: group(
      'Partage sur les réseaux',
      'Ce que lisent les réseaux sociaux et les lecteurs d’écran à propos de l’image de partage de chaque page.',
      {
        shareImageAlt: 'Texte alternatif de l’image de partage ({title} : titre de la page, {brand} : la marque)',
      },
    ),
    header: group('En-tête', 'La barre en haut de chaque page.', {
      skipLink: 'Lien « aller au contenu » (visible au clavier seulement)',
      mainNav: 'Nom du menu principal (lecteurs d’écran)',
      menuOpen: 'Bouton d’ouverture du menu (téléphone)',
      menuClose: 'Le même bouton, menu ouvert : un mot court (téléphone)',
      moreNav: 'Titre des liens en bas du menu (réalisations, blog, ressources, recherche) sur téléphone',
      callButton: 'Bouton de réservation d’un appel',
      switchLabel: 'Lien vers l’autre langue (écrit dans cette langue)',
      switchShort: 'Le même lien en deux lettres, sur les écrans étroits (EN, FR)',
      switchAccessible: 'Nom complet du lien vers l’autre langue (lecteurs d’écran)',
    }),
    closing: group(
      'Bloc de fin de page',
      'Le bloc d’appel à l’action, juste avant le pied de page, sur les pages qui ne finissent pas déjà par la réservation d’un appel (ni sur les pages légales). Deux versions du titre et du texte : pour les particuliers, et pour les professionnels (la page Presse).',
      {
        title: 'Titre, pour les particuliers',
        text: 'Texte, pour les particuliers',
        proTitle: 'Titre, pour les professionnels',
        proText: 'Texte, pour les professionnels',
        cta: 'Bouton',
      },
    ),
    footer: group('Pied de page', 'Le bas de chaque page.', {
      tagline: 'Phrase de présentation',
      supportHeading: 'Titre de la colonne des accompagnements',
      practiceHeading: 'Titre de la colonne du cabinet',
      legalHeading: 'Titre de la colonne des informations légales',
      contactHeading: 'Titre de la colonne contact',
      quiz: 'Lien vers le quiz',
      location: 'Lieu du cabinet',
      phone: 'Intitulé du téléphone',
      email: 'Intitulé de l’e-mail',
      socialHeading: 'Titre des réseaux sociaux',
      instagram: 'Nom du lien Instagram',
      linkedin: 'Nom du lien LinkedIn',
      youtube: 'Nom du lien YouTube',
      rights: 'Mention après le copyright',
    }),
    price: group('Prix', 'Les mots autour des prix, sur les pages formation, ateliers et livre.', {
      exclVat: 'Après un prix hors TVA',
      was: 'Avant un prix barré (lecteurs d’écran)',
      now: 'Avant le prix qui remplace un prix barré (lecteurs d’écran)',
      perMonth: 'Paiement mensuel ({count} : nombre de mensualités, {amount} : montant)',
      instalments: 'Paiement en plusieurs fois, sans montant ({count} : nombre de mensualités)',
    }),
    breadcrumbs: group('Fil d’Ariane', 'Le chemin de liens au-dessus du titre des sous-pages.', {
      label: 'Nom du fil d’Ariane (lecteurs d’écran)',
    }),
    a11y: group('Accessibilité', 'Ce que les lecteurs d’écran annoncent en plus du texte visible.', {
      newTab: 'Ajouté à chaque lien qui s’ouvre dans un nouvel onglet',
      pauseLogos: 'Interrupteur sous le bandeau des logos de presse, qui en arrête le défilement (visible)',
    }),
    chat: group('Bouton de discussion', 'Le bouton flottant en bas de chaque page.', {
      label: 'Nom du bouton',
    }),
    consent: group('Bandeau des cookies', `Le bandeau de consentement et la fenêtre des préférences. ${placeholders}`, {
      title: 'Titre du bandeau',
      description: 'Texte du bandeau',
      acceptAll: 'Bouton « tout accepter »',
      rejectAll: 'Bouton « tout refuser »',
      customise: 'Bouton « personnaliser »',
      preferencesTitle: 'Titre de la fenêtre des préférences',
      save: 'Bouton d’enregistrement des choix',
      close: 'Bouton de fermeture',
      necessaryTitle: 'Catégorie « strictement nécessaire » : titre',
      necessaryText: 'Catégorie « strictement nécessaire » : texte',
      bookingTitle: 'Catégorie agenda : titre',
      bookingText: 'Catégorie agenda : texte ({provider} : le service d’agenda)',
      mediaTitle: 'Catégorie lecteurs audio et vidéo : titre',
      mediaText: 'Catégorie lecteurs audio et vidéo : texte ({music} et {video} : les services)',
      reviewsTitle: 'Catégorie avis : titre',
      reviewsText: 'Catégorie avis : texte ({provider} : le service d’avis)',
      privacyOf: 'Lien vers la politique de confidentialité d’un service',
      footerLink: 'Lien du pied de page qui rouvre les préférences',
    }),
    embed: group(
      'Contenus de tiers',
      `Ce qui s’affiche à la place d’un agenda, d’un lecteur ou d’avis tant que le visiteur ne les a pas autorisés. ${placeholders}`,
      {
        notice: 'Avertissement sur le service',
        remember: 'Rappel : le choix vaut pour tout le site',
        bookingTitle: 'Titre pour l’agenda',
        mediaTitle: 'Titre pour les lecteurs',
        reviewsTitle: 'Titre pour les avis',
        allowBooking: 'Bouton d’autorisation de l’agenda',
        allowMedia: 'Bouton d’autorisation des lecteurs',
        allowReviews: 'Bouton d’autorisation des avis',
        directBooking: 'Lien direct vers l’agenda',
        directMusic: 'Lien direct vers le podcast',
        directVideo: 'Lien direct vers la vidéo',
        directReviews: 'Lien direct vers les avis',
        failed: 'Message si le contenu n’a pas pu se charger',
        play: 'Bouton de lecture d’une vidéo ({title} : son titre)',
        loading: 'Pendant le chargement',
        listenHere: 'Bouton « Écouter ici » d’une carte de podcast',
        listenHereName: 'Nom lu par les lecteurs d’écran pour ce bouton ({title} : le titre de l’épisode)',
        mediaNote:
          'Phrase de confidentialité sous les cartes de podcast avant l’accord pour les lecteurs, dite une fois par section ({provider} : la plateforme)',
        mediaNoteAllowed:
          'La même phrase une fois les lecteurs autorisés : ils s’affichent, et l’accord se retire depuis « Préférences cookies » ({provider} : la plateforme)',
        videoNote: 'Phrase de confidentialité sous une liste de vidéos, dite une fois par section ({provider} : la plateforme)',
      },
    ),
    quiz: group('Bouton du quiz', 'Le bouton qui mène au quiz des couleurs.', {
      button: 'Texte du bouton',
      redirecting: 'Texte pendant la redirection',
    }),
    rating: group('Notes', 'Le nom des étoiles d’une note, lu par les lecteurs d’écran ({value} : la note, {max} : le maximum).', {
      one: 'Une étoile',
      other: 'Plusieurs étoiles',
    }),
    legal: group(
      'Pages légales',
      'Mentions légales, politique de confidentialité et conditions de vente : le sommaire et les intitulés des coordonnées.',
      {
        contents: 'Titre du sommaire',
        business: 'Intitulé du nom commercial',
        owner: 'Intitulé du responsable',
        location: 'Intitulé de l’établissement',
        enterpriseNumber: 'Intitulé du numéro d’entreprise',
        host: 'Intitulé de l’hébergeur',
      },
    ),
    workshop: group('Ateliers', 'Les fiches des ateliers.', {
      duration: 'Intitulé de la durée',
      price: 'Intitulé du prix',
    }),
    duration: group('Durées', 'Les durées des ateliers.', {
      over: 'Durée minimale ({duration} : la durée, ex. 3 h 30)',
    }),
    plan: group('Formules de formation', 'Les formules de la page formation.', {
      seatsLeft: 'Places restantes ({left} : places libres, {total} : places en tout)',
    }),
    carousel: group('Carrousel d’images', 'La bande d’images qui défile (pages formation et conférences).', {
      roleDescription: 'Nom du carrousel (lecteurs d’écran)',
      slideRoleDescription: 'Nom d’une image du carrousel (lecteurs d’écran)',
      previous: 'Bouton « image précédente »',
      next: 'Bouton « image suivante »',
      position: 'Position ({current} : l’image affichée, {total} : le nombre d’images)',
      scrollHint: 'Indication de défilement ({total} : le nombre d’images)',
    }),
    blog: group('Blog', 'Les cartes d’articles, les pages d’article et les pages de catégorie.', {
      readingTime: 'Temps de lecture ({minutes} : calculé à la construction)',
      readMore: 'Lien « lire la suite »',
      publishedOn: 'Avant la date de publication',
      categoryLabel: 'Intitulé de la catégorie',
      pagerLabel: 'Nom des liens vers les autres articles',
      previous: 'Lien vers l’article précédent',
      next: 'Lien vers l’article suivant',
      categoryMetaTitle: 'Titre d’une page de catégorie dans l’onglet et les moteurs de recherche ({category} : son nom)',
      filterLabel: 'Nom de la rangée des catégories, au-dessus des articles (lecteurs d’écran)',
      allArticles: 'Premier lien de la rangée des catégories : tous les articles',
      pagesLabel: 'Nom des liens vers les pages d’une liste d’articles (lecteurs d’écran)',
      previousPage: 'Lien vers la page précédente d’une liste d’articles',
      nextPage: 'Lien vers la page suivante d’une liste d’articles',
      pageNumber: 'Nom complet du lien vers une page de la liste ({page} : son numéro)',
      pageMetaTitle:
        'Titre d’une page 2, 3… d’une liste d’articles ({title} : le titre de la liste, {page} : le numéro, {total} : le nombre de pages)',
      authorRegion: 'Nom lu par les lecteurs d’écran pour l’encadré de l’autrice, en fin d’article',
      writtenBy: 'Mots avant le nom de l’autrice, en fin d’article',
      authorLine: 'La phrase de présentation de l’autrice, en fin d’article',
      authorAbout: 'Lien de l’encadré de l’autrice vers la page À propos',
    }),
    project: group('Réalisations', 'Les cartes des réalisations et la page de chaque réalisation.', {
      compare: 'Nom du choix entre les photos « avant » et « après » (lecteurs d’écran)',
      before: 'Choix de la photo « avant »',
      after: 'Choix de la photo « après », montrée d’abord',
      place: 'Intitulé du lieu (lecteurs d’écran)',
      year: 'Intitulé de l’année (lecteurs d’écran)',
      kind: 'Intitulé de l’accompagnement (lecteurs d’écran)',
      readMore: 'Lien d’une carte vers sa réalisation',
      allProjects: 'Lien vers la liste de toutes les réalisations',
    }),
    search: group('Recherche', 'Le lien de recherche de l’en-tête et de la rangée des catégories du blog, et la page Recherche.', {
      open: 'Nom du lien de recherche dans l’en-tête, le menu et la rangée des catégories du blog',
      field: 'Nom du champ de recherche',
      clear: 'Nom du bouton qui efface le champ (lecteurs d’écran)',
      submit: 'Bouton qui lance la recherche',
      loading: 'Pendant que les résultats arrivent',
      one: 'Un seul résultat ({query} : les mots cherchés)',
      many: 'Plusieurs résultats ({count} : leur nombre, {query} : les mots cherchés)',
      none: 'Quand aucune page ne contient les mots cherchés ({query} : les mots tapés) ; les thèmes du blog et les accompagnements suivent',
      correctedOne: 'Un seul résultat pour un mot corrigé ({query} : les mots cherchés, corrigés ; {typed} : les mots tapés)',
      correctedMany:
        'Plusieurs résultats pour un mot corrigé ({count} : leur nombre, {query} : les mots cherchés, corrigés ; {typed} : les mots tapés)',
      more: 'Bouton qui affiche les résultats suivants',
      results: 'Nom de la liste des résultats (lecteurs d’écran)',
      failed: 'Si la recherche ne peut pas se charger (connexion coupée)',
    }),
    schema: group('Moteurs de recherche', 'Ce que les moteurs de recherche lisent du cabinet, dans chaque langue.', {
      jobTitle: 'Profession de la praticienne',
      country: 'Pays du cabinet',
      neuroArchitecture: 'Discipline : neuro-architecture',
      fengShui: 'Discipline : Feng Shui',
      therapeuticHabitat: 'Discipline : habitat thérapeutique',
    }),
    booking: group('Carte de réservation', 'La carte qui présente l’appel découverte avant que le calendrier soit affiché.', {
      cardTitle: 'Titre de la carte ({minutes} : la durée de l’appel)',
      cardText: 'Ce qu’est l’appel, en une ou deux phrases',
      cardAlternatives: 'Mots avant le téléphone et l’e-mail, pour réserver sans le calendrier',
    }),
    trainer: group('Qui vous forme', 'Le bloc de votre école et de vos certifications, sur Formation et À propos.', {
      school: 'Votre diplôme ({school} : l’école, {year} : l’année)',
      certifications: 'Titre de la liste des certifications',
    }),
  })
  .meta({
    title: 'Mots de l’interface',
    description: 'Menus, pied de page, boutons et noms lus par les lecteurs d’écran, dans chaque langue.',
  });

export type UiData = z.infer<typeof uiSchema>;

/** A word of the interface by its path, `group.key`: `'header.callButton'`. */
export type UiKey = { [Group in keyof UiData]: `${Group & string}.${keyof UiData[Group] & string}` }[keyof UiData];
