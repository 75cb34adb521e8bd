/** The podcast page (spec §2.4 "Podcast", §3 "Video item", §9). */
import { z } from 'astro/zod';
import { headingSchema, imageSchema, metaSchema, pageLinkSchema, statSchema, videoIdSchema, type ImageHelper } from './shared';

/**
 * Spec §3 "Video item". The video's page address is derived from `videoId`; the thumbnail is a
 * self-hosted poster, so nothing is fetched from the video provider before consent.
 */
const videoSchema = (image: ImageHelper) =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    description: z.string().min(1),
    videoId: videoIdSchema,
    /** As shown on the card: "18 min". */
    duration: z.string().min(1),
    thumbnail: imageSchema(image),
  });

export const podcastSchema = (image: ImageHelper) =>
  z.object({
    meta: metaSchema,
    hero: headingSchema.extend({
      /** 25+ episodes; 5 stars on 80+ reviews. */
      stats: z.array(statSchema).length(2),
      platformLink: z.string().min(1),
    }),
    show: headingSchema,
    episodes: headingSchema.extend({
      /** Titles of the four featured episodes, in the order of `podcast.episodes` in the site config. */
      items: z.array(z.object({ title: z.string().min(1) })).length(4),
    }),
    videos: headingSchema.extend({
      items: z.array(videoSchema(image)).length(4),
    }),
    feedback: headingSchema.extend({
      platformLink: z.string().min(1),
    }),
    next: headingSchema.extend({
      /** To the support and training pages. */
      links: z.array(pageLinkSchema).length(2),
    }),
  });
