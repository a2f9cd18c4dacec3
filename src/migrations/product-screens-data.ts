/**
 * The data half of the product_screens migrations (SQLite and PostgreSQL run the same statements): a database seeded
 * before them gets what the seed now writes. The feature and solution pages' heroes show their product screen (only
 * where an editor has chosen neither a screen nor an image), and the seed's six placeholder gradients (cover-N.png,
 * "Illustration N") stop being articles' covers, so those articles show the covers drawn from their titles. The
 * values are written out here, as they were when the migration was made: a migration must not change with the code.
 */
const FEATURE_SCREENS: Record<string, string> = {
  'multi-account-management': 'fingerprint',
  synchronizer: 'sync',
  rpa: 'automation',
  'local-api': 'api',
  'multi-profiles-management': 'bulk',
  teamwork: 'team',
}
const SOLUTION_SCREENS: Record<string, string> = {
  'affiliate-marketing': 'profiles',
  'e-commerce': 'profiles',
  'digital-agency': 'team',
  'social-marketing': 'sync',
  'web-scraping': 'api',
  'traffic-arbitrage': 'bulk',
  ticketing: 'sync',
  'google-servies': 'profiles',
  facebook: 'profiles',
  'twitter-x': 'sync',
  tiktok: 'profiles',
  amazon: 'profiles',
  discord: 'automation',
  linkedin: 'fingerprint',
  crypto: 'profiles',
  betting: 'fingerprint',
}

/** SQL valid in both databases; every value is one of the constants above. */
export function productScreensData(): string[] {
  const pages = [
    ...Object.entries(FEATURE_SCREENS).map(([slug, screen]) => ({ section: 'page', slug, screen, scene: 'generic' })),
    ...Object.entries(SOLUTION_SCREENS).map(([slug, screen]) => ({ section: 'solutions', slug, screen, scene: slug })),
  ]
  const heroes = pages.flatMap(({ section, slug, screen, scene }) => {
    const page = `SELECT "id" FROM "pages" WHERE "section" = '${section}' AND "slug" = '${slug}'`
    const set = `SET "screen" = '${screen}', "scene" = '${scene}' WHERE "screen" IS NULL AND "image_id" IS NULL`
    return [
      `UPDATE "pages_blocks_hero" ${set} AND "_parent_id" IN (${page})`,
      `UPDATE "_pages_v_blocks_hero" ${set} AND "_parent_id" IN (SELECT "id" FROM "_pages_v" WHERE "parent_id" IN (${page}))`,
    ]
  })
  const placeholders = [1, 2, 3, 4, 5, 6].map((n) => `('cover-${n}.png', 'Illustration ${n}')`).join(', ')
  const placeholder = `SELECT "media"."id" FROM "media" JOIN "media_locales" ON "media_locales"."_parent_id" = "media"."id" AND "media_locales"."_locale" = 'en' WHERE ("media"."filename", "media_locales"."alt") IN (VALUES ${placeholders})`
  const covers = ['posts', 'news', 'guides'].flatMap((table) => [
    `UPDATE "${table}" SET "cover_id" = NULL WHERE "cover_id" IN (${placeholder})`,
    `UPDATE "_${table}_v" SET "version_cover_id" = NULL WHERE "version_cover_id" IN (${placeholder})`,
  ])
  return [...heroes, ...covers]
}
