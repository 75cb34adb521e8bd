/** The free resources page: six resources. */
import { z } from 'astro/zod';
import {
  externalIdSchema,
  headingSchema,
  heroPictureSchema,
  iconSchema,
  imageSchema,
  metaSchema,
  pageLinkSchema,
  type ImageHelper,
} from './shared';

/** A free resource. Its page is another site's: named here, its address in the site config. */
const resourceSchema = (image: ImageHelper) =>
  z
    .object({
      icon: iconSchema,
      title: z.string().min(1).meta({ title: 'Titre' }),
      description: z.string().min(1).meta({ title: 'Texte' }),
      image: imageSchema(image),
      link: externalIdSchema.meta({
        title: 'Adresse externe',
        description: 'Le nom d’une adresse enregistrée dans les données du cabinet ; la ressource s’ouvre dans un nouvel onglet.',
      }),
    })
    .meta({ title: 'Ressource' });

export const ressourcesSchema = (image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
      resources: headingSchema
        .extend({
          items: z.array(resourceSchema(image)).length(6).meta({ title: 'Ressources', description: 'Exactement six.' }),
          /** The button of every card: "Découvrir la ressource". */
          buttonText: z
            .string()
            .min(1)
            .meta({ title: 'Libellé du bouton', description: 'Le même sur chaque carte, par exemple « Découvrir la ressource ».' }),
        })
        .meta({ title: 'Ressources' }),
      /** The page's next steps, shown in the closing block beside its own button to the contact page (a link to the contact page is left out there). */
      next: z
        .object({
          /** To the contact page and one other. */
          links: z
            .array(pageLinkSchema)
            .length(2)
            .meta({ title: 'Boutons', description: 'Exactement deux : vers la page Contact et une autre.' }),
        })
        .meta({
          title: 'Liens du bloc de fin de page',
          description: 'Les boutons affichés dans le bloc de fin de page, à côté de son bouton vers la page Contact.',
        }),
    })
    .meta({ title: 'Page Ressources offertes', description: 'La page /ressources.' });
