import { getTranslations } from 'next-intl/server'
import { localeInfo, type Locale } from '@/i18n/locales'
import { scenes, type SceneId, type ScreenId } from '@/lib/product-screens'
import { type SampleProfile } from '@/lib/product-samples'

type Translate = Awaited<ReturnType<typeof getTranslations>>

/** What the screens write, in the page's language: the messages' `screens` strings and the sample data's names. */
export interface ScreenText {
  t: Translate
  locale: Locale
  /** The product's name (the site's title), in the title bar and the description. */
  app: string
  scene: SceneId
  /** The picture's description for assistive technology. */
  label: (screen: ScreenId) => string
  /** A sample profile's name: its brand, the scene's noun and its number, in the language's order. */
  profileName: (profile: Pick<SampleProfile, 'brand' | 'n'>) => string
  number: (value: number) => string
}

export async function screenText(locale: Locale, app: string, scene: SceneId): Promise<ScreenText> {
  const t = await getTranslations({ locale })
  const format = new Intl.NumberFormat(localeInfo[locale].tag)
  return {
    t,
    locale,
    app,
    scene,
    label: (screen) => t(`screens.label.${screen}`, { app }),
    profileName: ({ brand, n }) =>
      t('screens.profileName', { brand, thing: t(`screens.things.${scenes[scene].thing}`), n }),
    number: (value) => format.format(value),
  }
}
