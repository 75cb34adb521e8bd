/**
 * The search page: its title, what it offers a visitor whose browser runs no
 * JavaScript, and the ways on when a search finds nothing.
 */
import { z } from 'astro/zod';
import { headingSchema, metaSchema, type ImageHelper } from './shared';

const text = () => z.string().trim().min(1);

/** Takes the image helper like every page schema, though the page has no image. */
export const rechercheSchema = (_image: ImageHelper) =>
  z
    .object({
      meta: metaSchema,
      hero: headingSchema.meta({ title: 'En-tête de la page' }),
      noScript: z
        .object({
          text: text().meta({
            title: 'Phrase d’explication',
            description: 'Une phrase : la recherche a besoin de JavaScript, et voici de quoi trouver sans elle.',
          }),
          categoriesTitle: text().meta({ title: 'Titre des thèmes du blog' }),
          pagesTitle: text().meta({ title: 'Titre du plan du site' }),
        })
        .meta({
          title: 'Sans JavaScript',
          description:
            'Ce que voit un visiteur dont le navigateur n’exécute pas JavaScript : cette phrase, les thèmes du blog et la liste des pages, au lieu du champ de recherche.',
        }),
      noResults: z
        .object({
          servicesTitle: text().meta({ title: 'Titre des accompagnements et formations' }),
        })
        .meta({
          title: 'Quand rien n’est trouvé',
          description:
            'Sous la phrase « Aucune page ne parle de… » (dans « Mots de l’interface », groupe « Recherche ») : les thèmes du blog, sous le même titre que sans JavaScript, puis les pages des accompagnements, de la formation, des ateliers et des conférences, sous ce titre.',
        }),
    })
    .meta({
      title: 'Page Recherche',
      description:
        'La page /recherche : le champ et ses résultats. Les mots du champ et des résultats sont dans « Mots de l’interface », groupe « Recherche ».',
    });
