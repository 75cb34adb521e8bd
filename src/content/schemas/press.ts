/** The press page, `/press-<slug>` (spec §2.4 "Press", §3 "Logo item": id, src, alt). */
import { z } from 'astro/zod';
import { isTicked } from '../../lib/identifiers';
import { provisional } from './provisional';
import { headingSchema, heroPictureSchema, metaSchema, type ImageHelper } from './shared';

const pressLogoSchema = (image: ImageHelper) =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/).meta({ title: 'Identifiant', description: 'Lettres minuscules, chiffres et tirets.' }),
    src: image().meta({ title: 'Fichier du logo', description: 'Une image du dossier src/assets ; elle est redimensionnée et convertie automatiquement à la publication.' }),
    /** The outlet's name, as its logo reads. */
    alt: z.string().trim().min(1).meta({ title: 'Texte alternatif de l’image', description: 'Le nom du média, tel que son logo le montre.' }),
    /** The invented outlets the site ships with: provisional until she puts her own press in their place. */
    example: provisional(
      z.boolean().optional().meta({
        title: 'Exemple à remplacer',
        description: 'Coché\u202f: ce média est un exemple inventé, que le site ne publiera pas en production. Remplacez-le par un média qui a parlé de vous, puis décochez.',
      }),
      isTicked,
    ),
  }).meta({ title: 'Logo' });

export const pressSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({ picture: heroPictureSchema(image) }).meta({ title: 'En-tête de la page' }),
    /** The three media. */
    logos: headingSchema.extend({
      items: z.array(pressLogoSchema(image)).length(3).meta({ title: 'Logos', description: 'Exactement trois médias.' }),
    }).meta({ title: 'Médias' }),
    /** What the practitioner can speak about, for journalists and event organisers. */
    topics: headingSchema.extend({
      items: z.array(z.string().min(1)).min(3).max(8).meta({ title: 'Sujets', description: 'De trois à huit.' }),
    }).meta({ title: 'Sujets d’intervention', description: 'Ce dont la praticienne peut parler, pour les journalistes et les organisateurs.' }),
  }).meta({ title: 'Page Presse', description: 'La page /press-<nom> ; son adresse vient du nom de la praticienne dans les données du cabinet.' });
