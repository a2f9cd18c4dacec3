import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { LoadingBar } from '@/client/loading-bar'
import { ScrollTop } from '@/client/scroll-top'

/** The default layout's app shell: top loading bar and scroll-to-top button around the page. */
export async function AppShell({ children }: { children: ReactNode }) {
  const t = await getTranslations()
  return (
    <>
      <LoadingBar label={t('shell.loading')} />
      {children}
      <ScrollTop label={t('shell.scrollTop')} />
    </>
  )
}
