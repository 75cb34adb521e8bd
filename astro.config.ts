// Astro configuration: static output, French at the root and English under /en, no trailing slash.
// The choices here are fixed by docs/decisions/001, 002 and 004 (routing, static files, CSP).
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { cssWeight, fontFiles } from './src/config/fonts';
import { providerOrigins } from './src/config/providers';
import { site } from './src/config/site';
import { afterBuild, beforeBuild } from './build/pipeline';

export default defineConfig({
  site: site.url,
  output: 'static',
  // `file` emits about.html / en/about.html, which CDNs serve at /about with status 200
  // (`directory` would make them redirect /about to /about/).
  trailingSlash: 'never',
  build: { format: 'file' },
  i18n: {
    defaultLocale: 'fr',
    locales: ['fr', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  // Our own steps before and after Astro's build, in order: build/pipeline.ts.
  integrations: [beforeBuild(), react(), afterBuild()],
  // Photographs in AVIF with their colour sampled at half resolution (4:2:0), as JPEG and WebP
  // always are: Sharp's default keeps it whole (4:4:4), 5 to 10 % heavier for no visible gain at
  // the sizes shown. Qualities are per picture, in lib/picture.ts. Astro's image cache does not
  // key on these options: after changing them, delete node_modules/.astro/assets (and a host's
  // build cache, docs/deploy.md) or cached files keep the old encoding.
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { chromaSubsampling: '4:2:0' } } } },
  // Shiki colours code with inline styles, which the CSP forbids; Prism uses classes.
  markdown: { syntaxHighlight: 'prism' },
  vite: {
    plugins: [
      tailwindcss(),
      {
        // No preloading list for the layout's one dynamic import (the consent library, after the
        // first paint, src/client/consent-library.ts): it cost every page ~90 bytes of the 15 kB
        // of JavaScript before interaction, to save one round trip for a banner whose copy is
        // already on screen. Astro sets `modulePreload` after the user's build options, so it is
        // unset here, in the browser bundle's own configuration.
        name: 'client-without-module-preload',
        configEnvironment(name, config) {
          if (name === 'client') config.build = { ...config.build, modulePreload: false };
        },
      } satisfies Plugin,
    ],
    // The islands import the consent library by name; at build time Node would load its UMD
    // `main`, which has no named exports. Bundling it makes the prerender use its ES `module`
    // build, the one the browser gets.
    resolve: { noExternal: ['vanilla-cookieconsent'] },
  },
  // Self-hosted fonts: the local provider reads our own woff2 files, cut from @fontsource-variable
  // to the weights the site uses (src/config/fonts.ts), so the build never reaches a font CDN and
  // visitors never reach a third party for fonts.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-fraunces',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [{ src: [fontFiles.fraunces.file], weight: cssWeight(fontFiles.fraunces), style: 'normal' }],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'DM Sans',
      cssVariable: '--font-dm-sans',
      fallbacks: ['system-ui', 'sans-serif'],
      options: {
        variants: [{ src: [fontFiles.dmSans.file], weight: cssWeight(fontFiles.dmSans), style: 'normal' }],
      },
    },
  ],
  security: {
    // Per-page <meta> CSP with hashes of Astro's own scripts and styles; never 'unsafe-inline'.
    // Third-party origins come from `providers` in the site config: only what the consented
    // embeds need, and nothing loads from them before consent (the embeds are facades until then).
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: ${providerOrigins('img').join(' ')}`,
        "font-src 'self'",
        `connect-src 'self' ${providerOrigins('connect').join(' ')}`,
        `frame-src ${providerOrigins('frame').join(' ')}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
      ],
      scriptDirective: { resources: ["'self'", ...providerOrigins('script')] },
      styleDirective: { resources: ["'self'", ...providerOrigins('style')] },
    },
  },
});
