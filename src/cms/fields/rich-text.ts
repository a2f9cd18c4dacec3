/**
 * Rich text under the site's link rule (src/lib/rich-text-links.ts): the editor's link drawer refuses an address
 * the site would not link to, a save with one (a draft too) is refused naming the link, and a link stored before
 * the rule existed reads as plain text (the public CMS API, the pages and the Markdown versions alike).
 */
import { BlocksFeature, CodeBlock, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import {
  ValidationError,
  type Config,
  type Field,
  type FieldAffectingData,
  type FieldHook,
} from 'payload'
import {
  internalLinkPath,
  linkProblem,
  linkProblems,
  linkProblemsMessage,
  withoutUnsafeLinks,
  type LexicalNode,
} from '@/lib/rich-text-links'
import { CODE_LANGUAGES } from '@/lib/code-languages'
import { sections } from '@/lib/sections'
import { mapConfigFields } from './walk'

/** Collections an editor may link to as a document: those with pages of their own. */
const LINKABLE = [...Object.values(sections).map((section) => section.collection), 'pages'] as const

/**
 * The editor of every rich-text field: Payload's defaults, with the link drawer checking addresses, and code blocks
 * (Payload's Code block) for the commands and snippets of the docs.
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.map((feature) =>
      feature.key === 'link'
        ? LinkFeature({
            enabledCollections: [...LINKABLE],
            internalDocToHref: ({ linkNode }) => internalLinkPath(linkNode as LexicalNode) ?? '',
            fields: ({ defaultFields }) =>
              defaultFields.map((field) =>
                field.name === 'url'
                  ? ({
                      ...field,
                      validate: (
                        _value: unknown,
                        { siblingData }: { siblingData: LexicalNode['fields'] },
                      ) => linkProblem({ type: 'link', fields: siblingData }) ?? true,
                    } as FieldAffectingData)
                  : field,
              ),
          })
        : feature,
    ),
    BlocksFeature({
      blocks: [CodeBlock({ defaultLanguage: 'bash', languages: { ...CODE_LANGUAGES } })],
    }),
  ],
})

/** Refuses a value with a link the site would not render, drafts included (Payload validates no draft). */
const refuseUnsafeLinks: FieldHook = ({ value, path, collection, global, req }) => {
  const problems = linkProblems(value)
  if (problems.length === 0) return value
  throw new ValidationError(
    {
      collection: collection?.slug,
      global: global?.slug,
      errors: [{ path: path.join('.'), message: linkProblemsMessage(problems) }],
      req,
    },
    req.t,
  )
}

const plainUnsafeLinks: FieldHook = ({ value }) => withoutUnsafeLinks(value)

/** The Payload plugin: every rich-text field of every collection, global and block gets both hooks. */
export function richTextLinks(config: Config): Config {
  return mapConfigFields(config, (field: Field) =>
    field.type === 'richText'
      ? {
          ...field,
          hooks: {
            ...field.hooks,
            beforeValidate: [refuseUnsafeLinks, ...(field.hooks?.beforeValidate ?? [])],
            afterRead: [plainUnsafeLinks, ...(field.hooks?.afterRead ?? [])],
          },
        }
      : field,
  )
}
