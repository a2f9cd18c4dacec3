import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { featureIds, solutionIds } from '@/lib/site-ids'

type Tree = { [key: string]: string | Tree }

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  )
}

const load = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree
const enKeys = leafKeys(load('en')).sort()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(tsx?|jsx?)$/.test(name) && !name.endsWith('.test.ts') ? [full] : []
  })
}

/**
 * Keys the code uses: full literals ('nav.blog'), `messages.a.b` reads, and t('x') under a namespaced translator;
 * and the prefixes of keys it builds (`partner.${category}`, `screens.tags.${tag}`), under which every key counts.
 */
function usedKeys(): { literal: Set<string>; dynamicPrefixes: Set<string> } {
  const literal = new Set<string>()
  const dynamicPrefixes = new Set<string>()
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)) literal.add(m[1] as string)
    for (const m of text.matchAll(/messages\.([\w]+)\.([\w]+)/g)) literal.add(`${m[1]}.${m[2]}`)
    for (const m of text.matchAll(/`([\w-]+(?:\.[\w-]+)*)\.\$\{/g))
      dynamicPrefixes.add(m[1] as string)
    for (const ns of text.matchAll(
      /(?:(?:use|get)Translations|useClientMessages)\(\s*'([\w-]+)'\s*\)/g,
    )) {
      for (const m of text.matchAll(/\bt\(\s*'([\w-]+)'/g)) literal.add(`${ns[1]}.${m[1]}`)
    }
  }
  return { literal, dynamicPrefixes }
}

describe('UI messages', () => {
  it.each(locales.filter((l) => l !== 'en'))(
    '%s has exactly the keys of en, all non-empty',
    (locale) => {
      const messages = load(locale)
      expect(leafKeys(messages).sort()).toEqual(enKeys)
      const empty = leafKeys(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree | string, messages)
        return typeof value !== 'string' || value.trim() === ''
      })
      expect(empty).toEqual([])
    },
  )

  it('keep placeholders of en in every locale', () => {
    const en = load('en')
    for (const locale of locales) {
      const messages = load(locale)
      for (const key of enKeys) {
        const get = (tree: Tree) =>
          key
            .split('.')
            .reduce<Tree | string>((n, p) => (n as Tree)[p] as Tree | string, tree) as string
        const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
        expect(placeholders(get(messages)), `${locale}:${key}`).toEqual(placeholders(get(en)))
      }
    }
  })

  it('has no unused key', () => {
    const { literal, dynamicPrefixes } = usedKeys()
    const unused = enKeys.filter(
      (key) =>
        !literal.has(key) && ![...dynamicPrefixes].some((prefix) => key.startsWith(`${prefix}.`)),
    )
    expect(unused).toEqual([])
  })

  it('covers exactly the known ids in namespaces the code reads dynamically', () => {
    const en = load('en')
    expect(Object.keys(en.solutions as Tree).sort()).toEqual([...solutionIds].sort())
    expect(Object.keys(en.features as Tree).sort()).toEqual([...featureIds].sort())
  })
})
