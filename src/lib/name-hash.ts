/** A small stable hash of a name (FNV-1a over its UTF-16 units): picks a drawn picture's variant, the same on every render. */
export function nameHash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** One variant per name, different for the names of one list as long as there are variants enough. */
export function distinctVariants(names: string[], count: number): number[] {
  const used = new Set<number>()
  return names.map((name) => {
    let variant = nameHash(name) % count
    for (let i = 0; i < count && used.has(variant) && used.size < count; i++)
      variant = (variant + 1) % count
    used.add(variant)
    return variant
  })
}
