import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { productScreensData } from '../product-screens-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_screen" AS ENUM('profiles', 'bulk', 'fingerprint', 'sync', 'team', 'automation', 'api');
  CREATE TYPE "public"."enum_pages_blocks_hero_scene" AS ENUM('generic', 'affiliate-marketing', 'e-commerce', 'digital-agency', 'social-marketing', 'web-scraping', 'traffic-arbitrage', 'ticketing', 'google-servies', 'facebook', 'twitter-x', 'tiktok', 'amazon', 'discord', 'linkedin', 'crypto', 'betting');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_screen" AS ENUM('profiles', 'bulk', 'fingerprint', 'sync', 'team', 'automation', 'api');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_scene" AS ENUM('generic', 'affiliate-marketing', 'e-commerce', 'digital-agency', 'social-marketing', 'web-scraping', 'traffic-arbitrage', 'ticketing', 'google-servies', 'facebook', 'twitter-x', 'tiktok', 'amazon', 'discord', 'linkedin', 'crypto', 'betting');
  CREATE TYPE "public"."enum_home_picture_screen" AS ENUM('profiles', 'bulk', 'fingerprint', 'sync', 'team', 'automation', 'api');
  CREATE TYPE "public"."enum_home_picture_scene" AS ENUM('generic', 'affiliate-marketing', 'e-commerce', 'digital-agency', 'social-marketing', 'web-scraping', 'traffic-arbitrage', 'ticketing', 'google-servies', 'facebook', 'twitter-x', 'tiktok', 'amazon', 'discord', 'linkedin', 'crypto', 'betting');
  CREATE TYPE "public"."enum__home_v_version_picture_screen" AS ENUM('profiles', 'bulk', 'fingerprint', 'sync', 'team', 'automation', 'api');
  CREATE TYPE "public"."enum__home_v_version_picture_scene" AS ENUM('generic', 'affiliate-marketing', 'e-commerce', 'digital-agency', 'social-marketing', 'web-scraping', 'traffic-arbitrage', 'ticketing', 'google-servies', 'facebook', 'twitter-x', 'tiktok', 'amazon', 'discord', 'linkedin', 'crypto', 'betting');
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "screen" "enum_pages_blocks_hero_screen";
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "scene" "enum_pages_blocks_hero_scene" DEFAULT 'generic';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "screen" "enum__pages_v_blocks_hero_screen";
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "scene" "enum__pages_v_blocks_hero_scene" DEFAULT 'generic';
  ALTER TABLE "home" ADD COLUMN "picture_screen" "enum_home_picture_screen" DEFAULT 'profiles';
  ALTER TABLE "home" ADD COLUMN "picture_scene" "enum_home_picture_scene" DEFAULT 'generic';
  ALTER TABLE "_home_v" ADD COLUMN "version_picture_screen" "enum__home_v_version_picture_screen" DEFAULT 'profiles';
  ALTER TABLE "_home_v" ADD COLUMN "version_picture_scene" "enum__home_v_version_picture_scene" DEFAULT 'generic';`)
  for (const statement of productScreensData()) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP COLUMN "screen";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "scene";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "screen";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "scene";
  ALTER TABLE "home" DROP COLUMN "picture_screen";
  ALTER TABLE "home" DROP COLUMN "picture_scene";
  ALTER TABLE "_home_v" DROP COLUMN "version_picture_screen";
  ALTER TABLE "_home_v" DROP COLUMN "version_picture_scene";
  DROP TYPE "public"."enum_pages_blocks_hero_screen";
  DROP TYPE "public"."enum_pages_blocks_hero_scene";
  DROP TYPE "public"."enum__pages_v_blocks_hero_screen";
  DROP TYPE "public"."enum__pages_v_blocks_hero_scene";
  DROP TYPE "public"."enum_home_picture_screen";
  DROP TYPE "public"."enum_home_picture_scene";
  DROP TYPE "public"."enum__home_v_version_picture_screen";
  DROP TYPE "public"."enum__home_v_version_picture_scene";`)
}
