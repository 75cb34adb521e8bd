/**
 * The rules the content schemas check and the editor cannot: it checks each field on its own
 * (required, lengths, patterns, ranges, choices), not one field against another. A save that
 * breaks one of these is refused by the build, which names the file and the field; the live site
 * stays as it was (docs/deploy.md). The one list: the editor shows each rule as help on its field
 * (config.ts), and tests/unit/editor-config.test.ts checks that each still fails the schema,
 * at this path, for data that breaks it.
 */

export interface UncheckedRule {
  /** The collection of src/lib/editor/collections.ts. */
  collection: string;
  /** The field the build names, as the schema's issue path (list positions as numbers). */
  path: readonly (string | number)[];
  /** The rule, in French, as the owner reads it under the field. */
  rule: string;
  /** Makes a valid file's data break the rule (for the test). */
  breakIt: (data: Record<string, any>) => void;
}

export const uncheckedRules: readonly UncheckedRule[] = [
  {
    collection: 'formation',
    path: ['plans', 'items'],
    rule: 'Une formule de chaque identifiant : complete, autonome et couleur.',
    breakIt: (data) => {
      data.plans.items[1].id = data.plans.items[0].id;
    },
  },
  {
    collection: 'formation',
    path: ['plans', 'items', 0, 'seats'],
    rule: 'Places restantes : pas plus que le nombre total de places.',
    breakIt: (data) => {
      data.plans.items[0].seats = { left: 13, total: 12 };
    },
  },
  {
    collection: 'formation',
    path: ['resources', 'items', 0, 'link'],
    rule: 'Un lien mène soit à une adresse externe, soit à une page du site.',
    breakIt: (data) => {
      delete data.resources.items[0].link.external;
      delete data.resources.items[0].link.page;
    },
  },
  {
    collection: 'accompagnements',
    path: ['paths', 'cards'],
    rule: 'Les trois cartes mènent, dans l’ordre, aux pages construction, déménagement et Feng Shui.',
    breakIt: (data) => {
      [data.paths.cards[0].link, data.paths.cards[1].link] = [data.paths.cards[1].link, data.paths.cards[0].link];
    },
  },
  {
    collection: 'ateliers',
    path: ['small', 'items'],
    rule: 'Chaque atelier de ce groupe dure plus d’une heure et au plus deux heures (durée en minutes).',
    breakIt: (data) => {
      data.small.items[0].duration.minutes = 300;
    },
  },
  {
    collection: 'ateliers',
    path: ['large', 'items'],
    rule: 'Chaque atelier de ce groupe dure plus de deux heures (durée en minutes, 600 au plus).',
    breakIt: (data) => {
      data.large.items[0].duration.minutes = 90;
    },
  },
  {
    collection: 'blog',
    path: ['categories', 'items'],
    rule: 'Chaque catégorie une seule fois.',
    breakIt: (data) => {
      data.categories.items[1].id = data.categories.items[0].id;
    },
  },
  {
    collection: 'confidentialite',
    path: ['sections', 'items', 1, 'id'],
    rule: 'Chaque section a une ancre différente.',
    breakIt: (data) => {
      data.sections.items[1].id = data.sections.items[0].id;
    },
  },
  {
    collection: 'cgv',
    path: ['articles', 'items', 0, 'content', 0, 'text'],
    rule: 'Entre accolades, seulement {brand}, {practitioner}, {email}, {phone}, {consentCookie} ou {consentDays}.',
    breakIt: (data) => {
      data.articles.items[0].content[0].text = 'Le cabinet {marque}.';
    },
  },
];
