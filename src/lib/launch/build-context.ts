/**
 * What kind of build this is, from the environment the host sets:
 * - Netlify sets `CONTEXT` to `production` for the production branch's deploy, and to
 *   `deploy-preview`, `branch-deploy`, `preview-server` or `dev` otherwise (its docs, "Deploy
 *   contexts"); the same `CONTEXT=production` is the explicit flag for any other production build
 *   (nginx, a folder built by hand and uploaded);
 * - Cloudflare Pages sets `CF_PAGES=1` and `CF_PAGES_BRANCH`, the branch being built; it does not
 *   say which branch is production (a setting of the project), so a build of the branch the site's
 *   data names as published (`editor.branch`) is production and every other one a preview;
 * - anything else is a local build (`npm start`, `npm test`, `npm run edit`).
 */
export type BuildKind = 'production' | 'preview' | 'local';

export interface BuildContext {
  kind: BuildKind;
  /** Who said so, in French for the messages: "Netlify, CONTEXT=deploy-preview". */
  source: string;
}

export type BuildEnvironment = Readonly<Record<string, string | undefined>>;

export function buildContext(env: BuildEnvironment, productionBranch: string): BuildContext {
  if (env['CF_PAGES'] === '1') {
    const branch = env['CF_PAGES_BRANCH'] ?? '';
    return { kind: branch === productionBranch ? 'production' : 'preview', source: `Cloudflare Pages, branche ${branch}` };
  }
  const context = env['CONTEXT'];
  const host = env['NETLIFY'] === 'true' ? 'Netlify, ' : '';
  if (context === 'production') return { kind: 'production', source: `${host}CONTEXT=production` };
  if (context) return { kind: 'preview', source: `${host}CONTEXT=${context}` };
  return { kind: 'local', source: 'construction locale' };
}

/**
 * The GitHub repository a host builds from, `owner/name`, where it says: Netlify's
 * `REPOSITORY_URL` (`https://github.com/owner/name`, possibly with a token, or
 * `git@github.com:owner/name`), GitHub Actions' `GITHUB_REPOSITORY`. Cloudflare Pages says none.
 */
export function hostRepository(env: BuildEnvironment): string | undefined {
  if (env['GITHUB_REPOSITORY'] && /^[\w.-]+\/[\w.-]+$/.test(env['GITHUB_REPOSITORY'])) return env['GITHUB_REPOSITORY'];
  const match = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(env['REPOSITORY_URL'] ?? '');
  return match ? `${match[1]}/${match[2]}` : undefined;
}
