/**
 * Builds, at build time, what vanilla-cookieconsent needs for one language: the categories and the
 * banner and preferences texts from the dictionary, with each provider named and its privacy page
 * linked. The layout puts it in the page as JSON, so the browser gets one language, no dictionary.
 */
import type { ConsentConfig } from '../../config/consent';
import type { ConsentCategory } from '../../config/providers';
import type { Locale } from '../../i18n/locales';
import { format, useTranslations } from '../../i18n/ui';
import { consentCategoryInfo } from './consent-categories';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function consentConfig(lang: Locale): ConsentConfig {
  const t = useTranslations(lang);
  const privacyLink = (provider: { name: string; privacyUrl: string }) =>
    `<a href="${escape(provider.privacyUrl)}" target="_blank" rel="noopener noreferrer">${escape(format(t('consent.privacyOf'), { provider: provider.name }))}</a>`;
  const section = (category: ConsentCategory, title: string, text: string, linked: { name: string; privacyUrl: string }[]) => ({
    title,
    description: `${escape(text)} ${linked.map(privacyLink).join(' · ')}`,
    linkedCategory: category,
  });
  return {
    lang,
    categories: ['booking', 'media', 'reviews'],
    translation: {
      consentModal: {
        title: t('consent.title'),
        description: escape(t('consent.description')),
        acceptAllBtn: t('consent.acceptAll'),
        acceptNecessaryBtn: t('consent.rejectAll'),
        showPreferencesBtn: t('consent.customise'),
      },
      preferencesModal: {
        title: t('consent.preferencesTitle'),
        acceptAllBtn: t('consent.acceptAll'),
        acceptNecessaryBtn: t('consent.rejectAll'),
        savePreferencesBtn: t('consent.save'),
        closeIconLabel: t('consent.close'),
        sections: [
          { title: t('consent.necessaryTitle'), description: escape(t('consent.necessaryText')), linkedCategory: 'necessary' },
          ...consentCategoryInfo(lang).map((info) => section(info.category, info.title, info.purpose, info.providers)),
        ],
      },
    },
  };
}
