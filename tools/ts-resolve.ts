/**
 * Lets plain Node (with its type stripping) run a script that imports the site's TypeScript
 * modules, which import each other without extension (`'./shared'`) as Vite and TypeScript allow.
 * A relative import that Node cannot find is retried with `.ts`, then `/index.ts`.
 * Used as `node --import ./tools/ts-resolve.ts scripts/<script>.ts`.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const code = (error as { code?: string }).code;
      // A folder (`'../schemas'`) is ERR_UNSUPPORTED_DIR_IMPORT; a file without extension, not found.
      if (!/^\.{1,2}\//.test(specifier) || (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // try the next form
        }
      }
      throw error;
    }
  },
});
