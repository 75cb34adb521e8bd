/**
 * The site with real content: a copy of this project in `.real-content/` (git-ignored,
 * node_modules linked) where every picture field of the content holds a photograph of
 * tests/fixtures/photos/ (the inner pages' heroes and every article's too, and a photo inside each
 * generated article's text), and `--articles N` article pairs (default 300) join the blog, one a
 * week going back from the newest. Then it builds the copy, so that the build's image check
 * (build/assets/image-check.ts) runs on real photographs, and `npm run bench -- --real-content`
 * measures `.real-content/dist`.
 *
 * Its cache (optimised images, share cards) lives in `.real-content-cache/`, kept between runs:
 * delete it to time a fresh build.
 *
 * `--fixture` makes the small version `npm test` builds and checks (`npm run test:real-content`):
 * the same photographs in every picture field, 24 generated pairs (a few dozen with the site's
 * own; none in one category, left a young one with a single wide card), a photo in the text of the site's illustrated articles and of one generated article in
 * eight; in `.real-content-fixture/`, cached in `.real-content-fixture-cache/`. It is sized to
 * build in well under three minutes on two cores, so that the size test and the image check run
 * on photographs at every `npm test`.
 *
 * The practice's identity is complete in the copy (tests/fixtures/identity.yaml over site.yaml, the
 * press, testimonial and project examples unticked), and the copy is built as production (`CONTEXT=production`): as her site
 * will be once she has filled in the editor's "Avant la mise en ligne" list, indexable,
 * with nothing provisional left for the build to refuse.
 *
 * Usage: node tools/real-content.ts [--articles 300] [--fixture] [--no-build]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import { blogCategoryIds } from '../src/config/blog.ts';
import { editorYamlOutput } from '../src/config/editor.ts';

const { values } = parseArgs({
  options: { articles: { type: 'string' }, fixture: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
const FIXTURE = values.fixture;
const ARTICLES = Number(values.articles ?? (FIXTURE ? 24 : 300));
if (!Number.isInteger(ARTICLES) || ARTICLES < 0) throw new Error(`--articles must be a whole number, not "${values.articles}"`);
/** Whether the generated article `i` shows a photo in its text: each one for the bench, one in eight for the fixture. */
const photoInText = (i: number) => !FIXTURE || i % 8 === 1;

export const REAL_CONTENT_DIR = resolve(FIXTURE ? '.real-content-fixture' : '.real-content');
const CACHE_DIR = resolve(FIXTURE ? '.real-content-fixture-cache' : '.real-content-cache');
const photos = readdirSync('tests/fixtures/photos')
  .filter((name) => name.endsWith('.jpg'))
  .sort();

// A fresh copy of the project as git sees it (committed and new files, not what .gitignore hides).
rmSync(REAL_CONTENT_DIR, { recursive: true, force: true });
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  if (!existsSync(file)) continue; // deleted in the working tree
  mkdirSync(dirname(join(REAL_CONTENT_DIR, file)), { recursive: true });
  cpSync(file, join(REAL_CONTENT_DIR, file));
}
symlinkSync(resolve('node_modules'), join(REAL_CONTENT_DIR, 'node_modules'));
// A repository of its own, so that Tailwind reads .gitignore as in the project: without one it
// scanned the linked node_modules for class names and the stylesheet grew by half.
execFileSync('git', ['init', '-q'], { cwd: REAL_CONTENT_DIR });
// Its own cache folder (optimised images, share cards, content store), not the project's, and kept
// beside the copy so that a second run shows the cached build a host with a build cache gets.
const config = join(REAL_CONTENT_DIR, 'astro.config.ts');
writeFileSync(
  config,
  readFileSync(config, 'utf8').replace("output: 'static',", `output: 'static',\n  cacheDir: ${JSON.stringify(CACHE_DIR)},`),
);
const photoDir = join(REAL_CONTENT_DIR, 'src/assets/photos');
mkdirSync(photoDir, { recursive: true });
for (const photo of photos) cpSync(join('tests/fixtures/photos', photo), join(photoDir, photo));

// Every picture of the content becomes a photo, whatever the field: the `src:` of page files and
// articles, and the pictures inside articles' text. The relative depth of each path is kept.
let next = 0;
const photoPath = (prefix: string) => `${prefix}assets/photos/${photos[next++ % photos.length]}`;
const contentDir = join(REAL_CONTENT_DIR, 'src/content');
for (const file of readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(ya?ml|md)$/.test(name))) {
  const path = join(contentDir, file);
  const text = readFileSync(path, 'utf8');
  const swapped = text
    .replace(/(src: ")((?:\.\.\/)+)assets\/[^"]+"/g, (_, key: string, prefix: string) => `${key}${photoPath(prefix)}"`)
    .replace(/(!\[[^\]]*\]\()((?:\.\.\/)+)assets\/[^)]+\)/g, (_, key: string, prefix: string) => `${key}${photoPath(prefix)})`);
  if (swapped !== text) writeFileSync(path, swapped);
}

// Her identity, complete: the fixture's values over the site's data, her own press, her clients'
// words and her projects in place of the examples. Written as the editor writes YAML, so the copy reads as if she had saved it there.
const merge = (base: unknown, over: unknown): unknown =>
  over && typeof over === 'object' && !Array.isArray(over) && base && typeof base === 'object'
    ? {
        ...(base as object),
        ...Object.fromEntries(Object.entries(over).map(([key, value]) => [key, merge((base as Record<string, unknown>)[key], value)])),
      }
    : over;
/** YAML written as the editor writes it. */
const yamlOptions = {
  indent: editorYamlOutput.indent_size,
  indentSeq: editorYamlOutput.indent_sequences,
  lineWidth: 0,
  defaultStringType: 'QUOTE_DOUBLE',
  defaultKeyType: 'PLAIN',
} as const;
const siteYaml = join(contentDir, 'site/site.yaml');
const identity = merge(parse(readFileSync(siteYaml, 'utf8')), parse(readFileSync('tests/fixtures/identity.yaml', 'utf8')));
writeFileSync(siteYaml, stringify(identity, yamlOptions));
// Her photograph, set where she sets it in the editor (À propos, « Vous »): a generated
// stand-in portrait, so that every page that shows her face is built and checked with one.
cpSync('tests/fixtures/portrait/portrait.jpg', join(photoDir, 'portrait.jpg'));
const portraitAlt = { fr: 'Portrait de la praticienne dans son atelier', en: 'Portrait of the practitioner in her studio' };
// Her training too, in place of the examples: the « Qui vous forme » block is built.
const trainers = parse(readFileSync('tests/fixtures/trainer.yaml', 'utf8')) as Record<'fr' | 'en', unknown>;
for (const lang of ['fr', 'en'] as const) {
  const about = join(contentDir, `about/${lang}.yaml`);
  const text = readFileSync(about, 'utf8');
  if (!text.includes('\nperson:\n')) throw new Error(`${about}: no "person:" group to set the portrait in`);
  const data = parse(
    text.replace('\nperson:\n', `\nperson:\n  photo:\n    src: "../../assets/photos/portrait.jpg"\n    alt: "${portraitAlt[lang]}"\n`),
  ) as { person: { trainer: unknown } };
  data.person.trainer = trainers[lang];
  writeFileSync(about, stringify(data, yamlOptions));
  // And she opens her home on her photograph (the hero's « Ma photo à la place du dessin »).
  const home = join(contentDir, `home/${lang}.yaml`);
  const homeData = parse(readFileSync(home, 'utf8')) as { hero: { portrait?: boolean } };
  homeData.hero.portrait = true;
  writeFileSync(home, stringify(homeData, yamlOptions));
}
const projectFiles = ['fr', 'en'].flatMap((lang) =>
  readdirSync(join(contentDir, 'projects', lang))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `projects/${lang}/${name}`),
);
for (const file of ['press/fr.yaml', 'press/en.yaml', 'testimonials/fr.yaml', 'testimonials/en.yaml', ...projectFiles]) {
  const path = join(contentDir, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/\n\s*example: true/g, ''));
}

// The generated articles: plausible length and shape (headings, lists, a picture in the text).
const paragraph = {
  fr: 'La lumière du matin entre par la fenêtre de l’est et dessine sur le sol un rectangle qui glisse lentement vers le mur. Dans une pièce bien orientée, ce mouvement rythme la journée sans qu’on y pense : on se lève plus facilement, on travaille mieux, on dort plus profondément.',
  en: 'Morning light comes in through the east window and draws on the floor a rectangle that slowly slides towards the wall. In a well-oriented room this movement sets the rhythm of the day without a thought: you get up more easily, work better and sleep more deeply.',
};
const words = {
  fr: { title: 'Carnet d’habitat n°', heading: 'Ce que change la lumière', alt: 'Photographie d’un intérieur baigné de lumière' },
  en: { title: 'Home notebook no. ', heading: 'What light changes', alt: 'Photograph of an interior bathed in light' },
};
const newest = Date.UTC(2026, 10, 1);
// The fixture leaves one category to the site's own article, as a young category is: its page lays
// that one article out as a wide card (lib/article-list.ts), whose photograph the checks then see.
const youngCategory = 'conseilsPratiques';
const generatedCategories = FIXTURE ? blogCategoryIds.filter((id) => id !== youngCategory) : blogCategoryIds;
for (let i = 1; i <= ARTICLES; i++) {
  const slug = `carnet-${String(i).padStart(4, '0')}`;
  const date = new Date(newest - (i - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  const category = generatedCategories[i % generatedCategories.length];
  for (const lang of ['fr', 'en'] as const) {
    const body = [
      paragraph[lang],
      `## ${words[lang].heading}`,
      `${paragraph[lang]} ${paragraph[lang]}`,
      ...(photoInText(i) ? [`![${words[lang].alt}](${photoPath('../../../')})`] : []),
      `- ${paragraph[lang]}\n- ${paragraph[lang]}`,
      `## ${words[lang].heading} (2)`,
      paragraph[lang],
    ].join('\n\n');
    const front = [
      '---',
      `title: "${words[lang].title}${i}"`,
      `description: "${paragraph[lang].slice(0, 150).replace(/"/g, '')}"`,
      `date: "${date}"`,
      `category: "${category}"`,
      'hero:',
      `  src: "${photoPath('../../../')}"`,
      `  alt: "${words[lang].alt}"`,
      '---',
    ].join('\n');
    writeFileSync(join(contentDir, 'blog', lang, `${slug}.md`), `${front}\n\n${body}\n`);
  }
}
console.log(`real content in ${REAL_CONTENT_DIR}: ${photos.length} photos in every picture field, ${ARTICLES} generated article pairs`);

if (!values['no-build']) {
  const started = Date.now();
  const build = spawnSync(process.execPath, ['node_modules/.bin/astro', 'build'], {
    cwd: REAL_CONTENT_DIR,
    stdio: 'inherit',
    env: { ...process.env, CONTEXT: 'production' },
  });
  console.log(`real-content build ${build.status === 0 ? 'done' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(build.status ?? 1);
}
