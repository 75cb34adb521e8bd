/** The terms and conditions of sale. */
import { z } from 'astro/zod';
import { policySectionSchema, policySectionsSchema } from './policy';
import { headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';

const text = () => z.string().trim().min(1);

/** The terms of sale; their one picture is the hero's. */
export const cgvSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      /** The deposit clause, shown first and highlighted, before the articles. */
      deposit: policySectionSchema.extend({ eyebrow: text().meta({ title: 'Surtitre' }) }).meta({
        title: 'Clause d’acompte',
        description:
          'Affichée en premier et mise en évidence. Clause à faire vérifier avant la mise en ligne : voir « Les pages légales à relire » dans le guide.',
      }),
      /** Seven articles, one open at a time: scope, orders, prices, payment, delivery, intellectual property, Belgian law. */
      articles: headingSchema
        .extend({
          items: policySectionsSchema(7).meta({
            title: 'Articles',
            description:
              'Exactement sept, un seul ouvert à la fois : champ d’application, commandes, prix, paiement, livraison, propriété intellectuelle, droit belge. L’article « Prix » est à trancher avant la mise en ligne : voir « Les pages légales à relire » dans le guide.',
          }),
        })
        .meta({ title: 'Articles' }),
      keyPoints: headingSchema
        .extend({
          items: z
            .array(
              z
                .object({ title: text().meta({ title: 'Titre' }), description: text().meta({ title: 'Texte' }) })
                .meta({ title: 'Point clé' }),
            )
            .min(3)
            .max(8)
            .meta({ title: 'Points clés', description: 'De trois à huit.' }),
        })
        .meta({ title: 'Points clés' }),
      /** Above the seller's details, which come from the site config. */
      seller: headingSchema.meta({
        title: 'Vendeur',
        description: 'Au-dessus des coordonnées du vendeur, qui viennent des données du cabinet.',
      }),
    })
    .meta({
      title: 'Page Conditions générales de vente',
      description:
        'La page /cgv : clause d’acompte, sept articles, points clés, vendeur. Dans les textes, {brand}, {practitioner}, {email} et {phone} sont remplacés par les données du cabinet.',
    });
