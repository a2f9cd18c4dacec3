import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { LoadingBar } from '@/client/loading-bar'
import { ScrollTop } from '@/client/scroll-top'
import { VisitorRuntime, type VisitorConfig } from '@/client/visitor-runtime'
import { CHAT_SCRIPT_HOSTS, GOOGLE_CLIENT_ID } from '@/config'
import { CONSULT_LANG_TAG } from '@/lib/constants'
import { localeInfo, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { chatScriptSrc, checkChatScript } from '@/lib/chat-script'
import { getChat, getSite } from '@/server/content/globals'

/** The registration banner's art per language group (spec section 2): zh, tc, ru, pt, vn, else English. */
/** The languages the registration banner's picture is drawn in (spec §2); the others show the English one. */
const BANNER_LANGUAGES: readonly Locale[] = ['zh', 'tc', 'ru', 'pt', 'vn']
const bannerLanguage = (locale: Locale): Locale =>
  BANNER_LANGUAGES.includes(locale) ? locale : 'en'

/**
 * The default layout's app shell: top loading bar, the floating button stack (consultation button on zh,
 * scroll-to-top) and the visitor runtime that starts after load.
 */
export async function AppShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const artLocale = bannerLanguage(locale)
  // The banner's alt text says what its picture says, in the picture's language (English on a Japanese page).
  const [t, tArt, site, chat] = await Promise.all([
    getTranslations(),
    getTranslations({ locale: artLocale }),
    getSite(locale),
    getChat(),
  ])
  const defaultSrc = chatScriptSrc(chat.defaultScript ?? '')
  const config: VisitorConfig = {
    locale,
    tag: localeInfo[locale].tag,
    googleClientId: GOOGLE_CLIENT_ID,
    chatHosts: CHAT_SCRIPT_HOSTS,
    chatDefaultSrc:
      defaultSrc && checkChatScript(defaultSrc, CHAT_SCRIPT_HOSTS) === true ? defaultSrc : null,
    registerUrl: site.register_url,
    labels: {
      registrationFailed: t('shell.registrationFailed'),
      bannerAlt: tArt('shell.bannerAlt'),
      bannerClose: t('shell.bannerClose'),
      consult: t('shell.consult'),
      consultQr: t('shell.consultQr'),
      close: t('shell.close'),
    },
    chat: {
      labels: {
        chat: t('shell.chat'),
        failed: t('shell.chatFailed'),
        help: t('nav.help'),
        group: t('nav.chat-group'),
        close: t('shell.close'),
      },
      helpHref: localePath(locale, '/helps'),
      groupHref: localePath(locale, '/links'),
    },
    consent: {
      region: t('consent.region'),
      title: t('consent.title'),
      text: t('consent.text'),
      accept: t('consent.accept'),
      reject: t('consent.reject'),
      policy: t('consent.policy'),
      chatReason: t('consent.chatReason'),
      gpc: t('consent.gpc'),
      saved: t('consent.saved'),
    },
    privacyHref: localePath(locale, '/privacy'),
    bannerImage: `/banners/register-${artLocale}.svg`,
    bannerLang: localeInfo[artLocale].tag,
    consultQr: localeInfo[locale].tag === CONSULT_LANG_TAG ? '/consult/wechat-qr.svg' : null,
  }
  return (
    <>
      <LoadingBar label={t('shell.loading')} />
      {children}
      <div className="float-stack">
        <VisitorRuntime config={config} />
        <ScrollTop label={t('shell.scrollTop')} />
      </div>
    </>
  )
}
