/**
 * The bench's two floors, built from the site's own pages (docs/performance.md): a bare Next.js app on the project's
 * dependencies serving each page's body HTML and CSS, and that HTML without scripts from nginx. Both carry the whole
 * page (header and footer too) and fetch images from the site, so only the code differs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { IMAGE_SETTINGS } from '../../src/lib/images'
import { rawFetch } from './site-audit'

export interface FloorSource {
  /** A path-safe id: template and language. */
  id: string
  lang: string
  /** The site's page. */
  url: string
  html: string
}

/**
 * The site's stylesheets of a page, in order: linked (`<link rel="stylesheet">`) or inlined by Next.js
 * (`<style data-href>`, experimental.inlineCss). The floors link them, as a bare Next.js app would.
 */
function stylesheets(html: string): { href: string; text?: string }[] {
  return [
    ...html.matchAll(
      /<link\b[^>]*rel="stylesheet"[^>]*>|<style\b[^>]*data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g,
    ),
  ]
    .map((m) =>
      m[1] ? { href: m[1], text: m[2] ?? '' } : { href: /href="([^"]+)"/.exec(m[0])?.[1] ?? '' },
    )
    .filter((s) => s.href)
}

/** What the page's `<body>` holds, without its scripts. */
const bodyOf = (html: string) =>
  withoutScripts(/<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en'
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

/** The page with every script gone: inline and external scripts, script preloads, module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*rel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
}

/**
 * Writes and builds the framework floor in `dir`, outside the repository (inside it, Turbopack would take the site's
 * src/instrumentation.ts for the floor's), linked to the project's node_modules.
 */
export async function buildFrameworkFloor(
  dir: string,
  sources: FloorSource[],
  siteOrigin: string,
): Promise<number> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app', '[id]'), { recursive: true })
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  mkdirSync(path.join(dir, 'public', 'site-css'), { recursive: true })
  const css = new Map<string, string>()
  const pages: Record<
    string,
    { lang: string; title: string; body: string; css: string[]; link: string }
  > = {}
  for (const source of sources) {
    const local: string[] = []
    for (const { href, text } of stylesheets(source.html)) {
      if (!css.has(href)) {
        const name = `${css.size}.css`
        writeFileSync(
          path.join(dir, 'public', 'site-css', name),
          text ?? (await rawFetch(new URL(href, source.url).href)).body,
        )
        css.set(href, `/site-css/${name}`)
      }
      local.push(css.get(href) as string)
    }
    const other = sources.find((s) => s.id !== source.id) ?? source
    pages[source.id] = {
      lang: htmlLang(source.html),
      title: titleOf(source.html),
      body: bodyOf(source.html),
      css: local,
      link: `/${other.id}`,
    }
  }
  writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages))
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default {
  // The linked node_modules lies outside this folder: Turbopack may read anywhere.
  turbopack: { root: '/' },
  poweredByHeader: false,
  images: ${JSON.stringify(IMAGE_SETTINGS)},
  async rewrites() { return [{ source: '/cms/:path*', destination: '${siteOrigin}/cms/:path*' }] },
}
`,
  )
  // The root layout is the page's own (a dynamic segment's): its <html lang> and stylesheets are the page's.
  writeFileSync(
    path.join(dir, 'app', '[id]', 'layout.jsx'),
    `import pages from '../../pages.json'

export const dynamicParams = false
export function generateStaticParams() { return Object.keys(pages).map((id) => ({ id })) }
export async function generateMetadata({ params }) { return { title: pages[(await params).id].title } }

export default async function Layout({ children, params }) {
  const page = pages[(await params).id]
  return (
    <html lang={page.lang}>
      <head>{page.css.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />)}</head>
      <body>{children}</body>
    </html>
  )
}
`,
  )
  writeFileSync(
    path.join(dir, 'app', '[id]', 'page.jsx'),
    `import Link from 'next/link'
import pages from '../../pages.json'

export default async function Page({ params }) {
  const page = pages[(await params).id]
  return (
    <>
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: page.body }} />
      <Link href={page.link}>Next page</Link>
    </>
  )
}
`,
  )
  const started = Date.now()
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
      {
        cwd: dir,
        env: {
          ...process.env,
          NEXT_TELEMETRY_DISABLED: '1',
          NODE_ENV: 'production',
          NEXT_DIST_DIR: '',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the framework floor's build exited with ${code}`)),
    )
  })
  return (Date.now() - started) / 1000
}

export function startFrameworkFloor(dir: string, port: number): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
    {
      cwd: dir,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        NEXT_DIST_DIR: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
}

/** Writes the static floor's files: each page without scripts, at `/{id}` (nginx serves them, the rest goes to the site). */
export function writeStaticFloor(dir: string, sources: FloorSource[]) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const source of sources)
    writeFileSync(path.join(dir, `${source.id}.html`), withoutScripts(source.html))
}

/** nginx's server block for the static floor: the pages from `dir`, everything else proxied to the site. */
export function staticFloorServer(dir: string, port: number, sitePort: number): string {
  return `  server {
    listen 127.0.0.1:${port};
    gzip on; gzip_types text/css application/javascript; gzip_min_length 256;
    location ~ ^/([a-z0-9-]+)$ { default_type text/html; gzip on; gzip_types text/html; alias ${dir}/$1.html; }
    location / { proxy_pass http://127.0.0.1:${sitePort}; proxy_set_header Host localhost:${sitePort}; }
  }
`
}
