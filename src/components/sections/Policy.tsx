/**
 * The pieces the legal pages are assembled from: the page's hero with its date, a policy section
 * always shown, and numbered sections in an accordion, each with the practice's details where
 * asked.
 */
import type { Locale } from '../../i18n/locales';
import type { PracticeDetailsKind } from '../../content/schemas/policy';
import { Accordion } from '../ui/Accordion';
import { IconBadge } from '../ui/Icon';
import type { IconName } from '../ui/icons';
import { LastUpdated } from '../ui/LastUpdated';
import type { HeroPictureData } from '../../lib/picture-data';
import { PracticeDetails } from '../ui/PracticeDetails';
import { DocumentSection, numbered } from './LegalDocument';
import { PageHero } from './PageHero';
import { PolicyText, type PolicyItem } from './PolicyText';

/** A policy section, as the content schema gives it. */
export interface PolicySectionContent {
  id: string;
  title: string;
  icon: IconName;
  content: readonly PolicyItem[];
  details?: PracticeDetailsKind | undefined;
}

/** A section's text, then, if it asks for them, the practice's details from the site config. */
function PolicyBody({ section, lang }: { section: PolicySectionContent; lang: Locale }) {
  return (
    <>
      <PolicyText items={section.content} />
      {section.details && <PracticeDetails kind={section.details} lang={lang} className="mt-8" />}
    </>
  );
}

/** A policy section always shown: a numbered article of the legal notice, sections 6 to 8 of the privacy policy. */
export function PolicyArticle({
  section,
  number,
  lang,
  eyebrow,
  tone,
  children,
}: {
  section: PolicySectionContent;
  number?: number;
  lang: Locale;
  eyebrow?: string;
  tone?: 'plain' | 'highlight';
  /** What the page adds under the text (the consent categories under "Cookies"). */
  children?: React.ReactNode;
}) {
  return (
    <DocumentSection id={section.id} title={section.title} number={number} icon={section.icon} eyebrow={eyebrow} tone={tone}>
      <PolicyBody section={section} lang={lang} />
      {children}
    </DocumentSection>
  );
}

interface PolicyAccordionProps {
  /** The anchor of the block that holds the accordion. */
  id: string;
  heading: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  sections: readonly PolicySectionContent[];
  /** Names the group of <details>, so that one section is open at a time. */
  name: string;
  lang: Locale;
}

/**
 * Numbered policy sections to open one at a time (the privacy policy's five, the terms' seven
 * articles), under an h2: native exclusive <details>, so it works without JavaScript.
 */
export function PolicyAccordion({ id, heading, sections, name, lang }: PolicyAccordionProps) {
  return (
    <DocumentSection id={id} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      <Accordion
        name={name}
        items={sections.map((section, index) => ({
          id: section.id,
          title: numbered(index + 1, section.title),
          icon: <IconBadge name={section.icon} size="sm" />,
          body: (
            <div className="pt-1">
              <PolicyBody section={section} lang={lang} />
            </div>
          ),
        }))}
      />
    </DocumentSection>
  );
}

/** The top of a legal page: its title (the h1) and, where the text is dated, when it last changed. */
export function PolicyHero({
  picture,
  hero,
  dated,
  lang,
}: {
  /** The page's hero picture (lib/picture.ts `toHeroPicture`); the accessibility statement has none. */
  picture?: HeroPictureData | undefined;
  hero: { eyebrow?: string | undefined; title: string; intro?: string | undefined };
  dated?: { label: string; date: string };
  lang: Locale;
}) {
  return (
    <PageHero picture={picture} eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
      {dated && <LastUpdated label={dated.label} date={dated.date} lang={lang} className="mt-8" />}
    </PageHero>
  );
}
