/** The terms and conditions of sale. */
import { z } from 'astro/zod';
import { policySectionSchema, policySectionsSchema } from './policy';
import { headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';

const text = () => z.string().trim().min(1);

/** The terms of sale; their one picture is the hero's. */
export const cgvSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
    /** The deposit clause, shown first and highlighted, before the articles. */
    deposit: policySectionSchema.extend({ eyebrow: text().meta({ title: 'Surtitre' }) }).meta({
      title: 'Clause d’acompte',
      description:
        'Affichée en premier et mise en évidence. À faire vérifier : le droit belge de la consommation (Code de droit économique, art. VI.47 et suivants) donne 14 jours pour se rétracter d’un achat à distance, avec des exceptions, et un acompte gardé dans tous les cas pourrait ne pas valoir face à un consommateur ; la clause reprend celle du site d’origine ; corrigez-la au besoin en français comme en anglais.',
    }),
    /** Seven articles, one open at a time: scope, orders, prices, payment, delivery, intellectual property, Belgian law. */
    articles: headingSchema.extend({ items: policySectionsSchema(7).meta({
      title: 'Articles',
      description:
        'Exactement sept, un seul ouvert à la fois : champ d’application, commandes, prix, paiement, livraison, propriété intellectuelle, droit belge. À trancher : l’article « Prix » dit les prix toutes taxes comprises, comme sur le site d’origine, alors que les pages Formation et Ateliers les affichent hors TVA ; corrigez l’un ou l’autre, dans les deux langues.',
    }) }).meta({ title: 'Articles' }),
    keyPoints: headingSchema.extend({
      items: z.array(z.object({ title: text().meta({ title: 'Titre' }), description: text().meta({ title: 'Texte' }) }).meta({ title: 'Point clé' })).min(3).max(8).meta({ title: 'Points clés', description: 'De trois à huit.' }),
    }).meta({ title: 'Points clés' }),
    /** Above the seller's details, which come from the site config. */
    seller: headingSchema.meta({ title: 'Vendeur', description: 'Au-dessus des coordonnées du vendeur, qui viennent des données du cabinet.' }),
  }).meta({
    title: 'Page Conditions générales de vente',
    description:
      'La page /cgv : clause d’acompte, sept articles, points clés, vendeur. Dans les textes, {brand}, {practitioner}, {email} et {phone} sont remplacés par les données du cabinet.',
  });
