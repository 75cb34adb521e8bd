/**
 * What src/client/consent.ts calls of the consent library, loaded by it after the first paint.
 * Imported through this module rather than by the library's name: the bundler then hands the
 * functions over by name, where a dynamic import of the library itself made it build a namespace
 * object with a runtime helper of its own, one more file (0.8 kB) on every page before any
 * interaction.
 */
export { reset, run, showPreferences } from 'vanilla-cookieconsent';
