/**
 * The floating chat button BaseLayout puts on every page: a plain WhatsApp link, so no third-party
 * script and no consent are needed.
 */
import { MessageCircle } from 'lucide-react';
import { chatHref } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { ExternalLink } from '../ui/ExternalLink';

/**
 * The floating chat button: a plain wa.me deep link with the prefilled French message, so
 * no third-party script and no consent. Quiet, no pulse (docs/design.md, "One main action per screen"): white with a clay
 * sign and a sand border, still, so that it never competes with the screen's one filled button.
 */
export function ChatButton({ lang }: { lang: Locale }) {
  const t = useTranslations(lang);
  return (
    <ExternalLink
      href={chatHref}
      newTabLabel={t('a11y.newTab')}
      data-chat-button
      className="fixed right-4 bottom-(--chat-bottom) z-30 inline-flex size-14 items-center justify-center rounded-full border border-sand-deep bg-white text-clay-deep shadow-lift [--chat-bottom:1rem] hover:border-clay-deep sm:right-6 sm:[--chat-bottom:1.5rem]"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">{t('chat.label')}</span>
    </ExternalLink>
  );
}
