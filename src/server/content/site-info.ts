/** The site settings the pages read through the API (spec section 7, `home/base-info`). */
import 'server-only'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import type { baseInfoInput } from '../api/schemas'
import { getSite } from './globals'

/** `home/base-info` */
export const baseInfo: Handler<typeof baseInfoInput> = async ({ input }) => {
  const site = await getSite(input.lang)
  return ok({
    title: site.title,
    keywords: site.keywords ?? '',
    description: site.description ?? '',
    register_url: site.register_url,
    login_url: site.login_url,
    statistical_body: site.statistical_body ?? '',
    statistical_title: site.statistical_title ?? '',
  })
}
