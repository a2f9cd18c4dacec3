/**
 * The order of the bench's timed Lighthouse runs: template by template, in rounds, each round running every page of
 * the template once in each of its variants (the site in every language; the floors where a page has them). A
 * language with no floor of its own (ru, jp, hi, th) is held to the en or zh floor, so it is
 * measured within a minute of that floor, not 10 to 20 minutes later on a machine whose load drifts.
 */
export function inRounds<P extends { template: string }, V>(
  pages: readonly P[],
  templates: readonly string[],
  runs: number,
  variantsOf: (page: P) => V[],
): { index: number; variant: V }[] {
  const order: { index: number; variant: V }[] = []
  for (const template of templates) {
    const ofTemplate = pages.flatMap((page, index) =>
      page.template === template ? [{ index, variants: variantsOf(page) }] : [],
    )
    for (let run = 0; run < runs; run++)
      for (const { index, variants } of ofTemplate)
        for (const variant of variants) order.push({ index, variant })
  }
  return order
}
