import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { LoadingBar } from '@/client/loading-bar'
import { ScrollTop } from '@/client/scroll-top'
import { VisitorRuntime, type VisitorConfig } from '@/client/visitor-runtime'
import { CHAT_SCRIPT_HOSTS, GOOGLE_CLIENT_ID } from '@/config'
import { localeInfo, type Locale } from '@/i18n/locales'
import { chatScriptSrc, checkChatScript } from '@/lib/chat-script'
import { getChat, getSite } from '@/server/content'

/** The registration banner's art per language group (spec section 2): zh, tc, ru, pt, vn, else English. */
const bannerArt = (locale: Locale) => `/banners/register-${['zh', 'tc', 'ru', 'pt', 'vn'].includes(locale) ? locale : 'en'}.svg`

/**
 * The default layout's app shell: top loading bar, the floating button stack (consultation button on zh,
 * scroll-to-top) and the visitor runtime that starts after load.
 */
export async function AppShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, site, chat] = await Promise.all([getTranslations(), getSite(locale), getChat()])
  const defaultSrc = chatScriptSrc(chat.defaultScript ?? '')
  const config: VisitorConfig = {
    locale,
    tag: localeInfo[locale].tag,
    googleClientId: GOOGLE_CLIENT_ID,
    chatHosts: CHAT_SCRIPT_HOSTS,
    chatDefaultSrc: defaultSrc && checkChatScript(defaultSrc, CHAT_SCRIPT_HOSTS) === true ? defaultSrc : null,
    registerUrl: site.register_url,
    labels: {
      registrationFailed: t('shell.registrationFailed'),
      bannerAlt: t('shell.bannerAlt'),
      bannerClose: t('shell.bannerClose'),
      consult: t('shell.consult'),
      consultQr: t('shell.consultQr'),
      close: t('shell.close'),
      chat: t('shell.chat'),
    },
    bannerImage: bannerArt(locale),
    consultQr: locale === 'zh' ? '/consult/wechat-qr.svg' : null,
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
