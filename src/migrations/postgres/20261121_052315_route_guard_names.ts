import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_redirects_app_middleware" ADD VALUE 'blog';
  ALTER TYPE "public"."enum_redirects_app_middleware" ADD VALUE 'news';
  ALTER TYPE "public"."enum_redirects_app_middleware" ADD VALUE 'guide';
  ALTER TYPE "public"."enum_redirects_app_middleware" ADD VALUE 'help';
  ALTER TYPE "public"."enum_redirects_app_middleware" ADD VALUE 'docs';
  ALTER TYPE "public"."enum_redirects_app_middleware" ADD VALUE 'release';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_app_middleware" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_redirects_app_middleware";
  CREATE TYPE "public"."enum_redirects_app_middleware" AS ENUM('solution', 'alternative');
  ALTER TABLE "redirects_app_middleware" ALTER COLUMN "value" SET DATA TYPE "public"."enum_redirects_app_middleware" USING "value"::"public"."enum_redirects_app_middleware";`)
}
