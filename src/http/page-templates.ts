/**
 * The 404 pages and the search that found nothing, rendered once per language and content version for a made-up
 * address (the sentinel) and filled with what the visitor typed, so junk at volume costs no render.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Locale, SiteOrigin } from '../i18n/locales'
import { localePath } from '../i18n/paths'
import { origins } from '../i18n/urls'
import type { NotFoundKind } from '../lib/route-decision'
import { wordsOfPath } from '../lib/search/query'
import { TITLE_MAX } from '../lib/seo-limits'
import { siteTables } from '../server/site-tables/slot'
import { suggestedPaths } from '../lib/suggestions'
import { findsNothing } from '../server/search/slot'
import { chooseEncoding, keptVary } from './page-cache'
import { fillSlots, gzipBody, plainBody, slotsOf, type Slotted } from './template-slots'

/** One per process: a token no visitor can guess, so it never appears in what they send. */
export const TOKEN = `zq${randomBytes(6).toString('hex')}zq`

/** Which page a template is: a 404, or the search that found nothing (in a section, or everywhere). */
export type TemplateKind =
  { page: 'not-found'; notFound: NotFoundKind } | { page: 'no-results'; section?: string }

export interface TemplateRequest {
  origin: SiteOrigin
  locale: Locale
  kind: TemplateKind
  /** What the visitor typed: the address (a 404) or the query (a search). */
  typed: string
}

/** The made-up address a template is rendered from: two segments match no route, one is refused by the page guard. */
export function sentinelAddress(locale: Locale, kind: TemplateKind): string {
  if (kind.page === 'no-results')
    return `${localePath(locale, '/search')}?q=${TOKEN}${kind.section ? `&section=${kind.section}` : ''}`
  return localePath(locale, kind.notFound === 'route' ? `/${TOKEN}/${TOKEN}` : `/${TOKEN}`)
}

/** Whether an address is a template's own (rendered by Next.js, never answered from a template). */
export const isSentinelAddress = (address: string) => address.includes(TOKEN)

export interface PageTemplate extends Slotted {
  /** Content-Type, Cache-Control and Vary of the page as Next.js answered it. */
  headers: [string, string][]
  status: number
  /** Characters of the page's title around what the visitor typed (the search page's title drops the site's name past 60). */
  titleChars: number
}

/** Headers of the rendered page that every answer from its template repeats (the rest are the server's own). */
const TEMPLATE_HEADERS = ['content-type', 'cache-control', 'x-robots-tag']

/** A template of a page rendered for the sentinel, or null when the page does not show what was typed. */
export function makeTemplate(
  html: string,
  kind: TemplateKind,
  sentinel: string,
  status: number,
  answered: Headers,
): PageTemplate | null {
  const slotted = slotsOf(
    html,
    TOKEN,
    kind.page === 'not-found' ? sentinel.split('?')[0] : undefined,
  )
  if (!slotted) return null
  const headers: [string, string][] = []
  for (const name of TEMPLATE_HEADERS) {
    const value = answered.get(name)
    if (value !== null) headers.push([name, value])
  }
  const vary = keptVary(answered.get('vary') ?? undefined)
  headers.push(['vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'])
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''
  const titleChars = [...title.replace(/&(?:amp|lt|gt|quot|#x27);/g, '_').replaceAll(TOKEN, '')]
    .length
  return { ...slotted, headers, status, titleChars }
}

/** What the server needs to render and answer: the sentinel's page, and the policy of a page's script hashes. */
export interface TemplateSource {
  render: (
    origin: SiteOrigin,
    address: string,
  ) => Promise<{ status: number; html: string; headers: Headers } | null>
  policy: (hashes: string[], https: boolean) => string
  /** Whether a query finds nothing in the language's index (undefined: no index yet). */
  findsNothing: (locale: Locale, q: string) => Promise<boolean | undefined>
  /** Whether the 404 page of an address suggests published pages (src/lib/suggestions.ts). */
  suggests: (locale: Locale, address: string) => boolean
}

/** Templates rendered by this server itself, through its own port (the answer passes its whole pipeline). */
export function selfRendered(port: number, policy: TemplateSource['policy']): TemplateSource {
  return {
    findsNothing,
    suggests: (locale, address) =>
      suggestedPaths(siteTables()?.routeIndex ?? {}, locale, address).length > 0,
    render: async (origin, address) => {
      const res = await fetch(`http://127.0.0.1:${port}${address}`, {
        headers: { host: new URL(origins[origin]).host, 'accept-encoding': 'identity' },
        signal: AbortSignal.timeout(10_000),
      })
      return res.ok || res.status === 404
        ? { status: res.status, html: await res.text(), headers: res.headers }
        : null
    },
    policy,
  }
}

/** The templates for the current content version, made on first need. */
export class PageTemplates {
  private templates = new Map<string, Promise<PageTemplate | null>>()
  private generation = ''

  constructor(private readonly source: TemplateSource) {}

  /** The template for a page, made (once) if it is not yet; null when it cannot be made. */
  template(
    { origin, locale, kind }: Omit<TemplateRequest, 'typed'>,
    generation: string,
  ): Promise<PageTemplate | null> {
    if (generation !== this.generation) {
      this.templates.clear()
      this.generation = generation
    }
    const key = `${origin} ${locale} ${JSON.stringify(kind)}`
    const made = this.templates.get(key)
    if (made) return made
    const sentinel = sentinelAddress(locale, kind)
    const making = this.source.render(origin, sentinel).then(
      (page) => (page ? makeTemplate(page.html, kind, sentinel, page.status, page.headers) : null),
      () => null,
    )
    this.templates.set(key, making)
    // A failed render is tried again by the next request, not remembered.
    void making.then((template) => {
      if (!template && this.templates.get(key) === making) this.templates.delete(key)
    })
    return making
  }

  /**
   * Answers from a template when it can; false: Next.js renders it (a 404 that suggests a page, a search that finds
   * something or whose title is too long to keep the site's name).
   */
  async answer(
    wanted: TemplateRequest,
    generation: string,
    req: IncomingMessage,
    res: ServerResponse,
    https: boolean,
  ): Promise<boolean> {
    const search = wanted.kind.page === 'no-results'
    if (
      search
        ? !(await this.source.findsNothing(wanted.locale, wanted.typed))
        : this.source.suggests(wanted.locale, wanted.typed)
    )
      return false
    const template = await this.template(wanted, generation)
    if (!template || (search && template.titleChars + [...wanted.typed].length > TITLE_MAX))
      return false
    this.send(
      template,
      { typed: wanted.typed, words: search ? undefined : wordsOfPath(wanted.typed) },
      req,
      res,
      https,
    )
    return true
  }

  /** Answers from a template: the page for what was typed, compressed as the client takes it, with its policy. */
  send(
    template: PageTemplate,
    values: { typed: string; words?: string },
    req: IncomingMessage,
    res: ServerResponse,
    https: boolean,
  ): void {
    const filling = fillSlots(template, values)
    // gzip, because its parts can be compressed ahead and pieced together; brotli's cannot.
    const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined, ['gzip'])
    const body = encoding === 'gzip' ? gzipBody(template, filling) : plainBody(template, filling)
    for (const [name, value] of template.headers) res.setHeader(name, value)
    res.setHeader(
      'Content-Security-Policy',
      this.source.policy([...template.fixedHashes, ...filling.scriptHashes], https),
    )
    if (encoding === 'gzip') res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', body.length)
    res.writeHead(template.status)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
