/**
 * The illustration beside the title of each inner page (src/assets/art/hero/), chosen by the page's
 * id in the route table. Line drawings in the palette, decorative: the title says what the page is.
 * A page without an entry (the book, whose cover stands there) shows its title alone.
 */
import type { ImageMetadata } from 'astro';
import type { PageId } from '../../i18n/routes';
import about from '../../assets/art/hero/about.svg';
import accompagnements from '../../assets/art/hero/accompagnements.svg';
import ateliers from '../../assets/art/hero/ateliers.svg';
import blog from '../../assets/art/hero/blog.svg';
import cgv from '../../assets/art/hero/cgv.svg';
import conferences from '../../assets/art/hero/conferences.svg';
import confidentialite from '../../assets/art/hero/confidentialite.svg';
import construction from '../../assets/art/hero/construction.svg';
import contact from '../../assets/art/hero/contact.svg';
import demenagement from '../../assets/art/hero/demenagement.svg';
import fengShui from '../../assets/art/hero/fengShui.svg';
import formation from '../../assets/art/hero/formation.svg';
import mentionsLegales from '../../assets/art/hero/mentionsLegales.svg';
import podcast from '../../assets/art/hero/podcast.svg';
import press from '../../assets/art/hero/press.svg';
import ressources from '../../assets/art/hero/ressources.svg';

export const heroArt: Partial<Record<PageId, ImageMetadata>> = {
  about,
  accompagnements,
  ateliers,
  blog,
  cgv,
  conferences,
  confidentialite,
  construction,
  contact,
  demenagement,
  fengShui,
  formation,
  mentionsLegales,
  podcast,
  press,
  ressources,
};
