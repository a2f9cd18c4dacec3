/** Builds Lexical rich-text documents for seeded content. */
type Block = { h2: string } | { p: string } | { ul: string[] }

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

export function lexical(blocks: Block[]) {
  return {
    root: {
      type: 'root',
      ...base,
      children: blocks.map((block) => {
        if ('h2' in block) return { type: 'heading', tag: 'h2', ...base, children: [text(block.h2)] }
        if ('ul' in block) {
          return {
            type: 'list',
            listType: 'bullet',
            start: 1,
            tag: 'ul',
            ...base,
            children: block.ul.map((item, i) => ({ type: 'listitem', value: i + 1, ...base, children: [text(item)] })),
          }
        }
        return { type: 'paragraph', textFormat: 0, textStyle: '', ...base, children: [text(block.p)] }
      }),
    },
  }
}
