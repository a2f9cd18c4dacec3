import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_features_feature" AS ENUM('multi-account-management', 'synchronizer', 'rpa', 'local-api', 'multi-profiles-management', 'teamwork');
  CREATE TYPE "public"."enum__home_v_version_solutions_solution" AS ENUM('affiliate-marketing', 'e-commerce', 'digital-agency', 'social-marketing', 'web-scraping', 'traffic-arbitrage', 'ticketing', 'google-servies', 'facebook', 'twitter-x', 'tiktok', 'amazon', 'discord', 'linkedin', 'crypto', 'betting');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('en', 'zh', 'ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc');
  CREATE TYPE "public"."enum_pricing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_version_plans_prices_currency" AS ENUM('USD', 'BRL', 'PLN', 'VND');
  CREATE TYPE "public"."enum__pricing_v_version_country_currencies_currency" AS ENUM('USD', 'BRL', 'PLN', 'VND');
  CREATE TYPE "public"."enum__pricing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_published_locale" AS ENUM('en', 'zh', 'ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc');
  CREATE TYPE "public"."enum_download_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__download_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__download_v_published_locale" AS ENUM('en', 'zh', 'ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc');
  CREATE TABLE "_home_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" "enum__home_v_version_features_feature",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"solution" "enum__home_v_version_solutions_solution",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_solutions_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_social_image_id" integer,
  	"version_seo_no_site_name" boolean DEFAULT false,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_seo_seo_title" varchar,
  	"version_seo_seo_keywords" varchar,
  	"version_seo_seo_description" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_secondary_label" varchar,
  	"version_features_title" varchar,
  	"version_solutions_title" varchar,
  	"version_download_title" varchar,
  	"version_download_text" varchar,
  	"version_download_button" varchar,
  	"version_register_title" varchar,
  	"version_register_text" varchar,
  	"version_register_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" "enum__pricing_v_version_plans_prices_currency",
  	"monthly" numeric,
  	"annual" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"highlighted" boolean DEFAULT false,
  	"contact_sales" boolean DEFAULT false,
  	"profiles" numeric,
  	"members" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_rows_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_rows_values_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v_version_faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_country_currencies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" varchar,
  	"currency" "enum__pricing_v_version_country_currencies_currency",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_social_image_id" integer,
  	"version_seo_no_site_name" boolean DEFAULT false,
  	"version__status" "enum__pricing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pricing_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pricing_v_locales" (
  	"version_seo_seo_title" varchar,
  	"version_seo_seo_keywords" varchar,
  	"version_seo_seo_description" varchar,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_faq_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_download_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_social_image_id" integer,
  	"version_seo_no_site_name" boolean DEFAULT false,
  	"version__status" "enum__download_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__download_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_download_v_locales" (
  	"version_seo_seo_title" varchar,
  	"version_seo_seo_keywords" varchar,
  	"version_seo_seo_description" varchar,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_requirements_windows" varchar,
  	"version_requirements_mac" varchar,
  	"version_requirements_linux" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home_features" ALTER COLUMN "feature" DROP NOT NULL;
  ALTER TABLE "home_features_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_solutions" ALTER COLUMN "solution" DROP NOT NULL;
  ALTER TABLE "home_solutions_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_locales" ALTER COLUMN "hero_title" DROP NOT NULL;
  ALTER TABLE "pricing_plans_prices" ALTER COLUMN "currency" DROP NOT NULL;
  ALTER TABLE "pricing_plans_prices" ALTER COLUMN "monthly" DROP NOT NULL;
  ALTER TABLE "pricing_plans_prices" ALTER COLUMN "annual" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "pricing_plans_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pricing_rows_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pricing_faq_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "pricing_faq_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "pricing_country_currencies" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "pricing_country_currencies" ALTER COLUMN "currency" DROP NOT NULL;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "pricing" ADD COLUMN "_status" "enum_pricing_status" DEFAULT 'draft';
  ALTER TABLE "download" ADD COLUMN "_status" "enum_download_status" DEFAULT 'draft';
  ALTER TABLE "_home_v_version_features" ADD CONSTRAINT "_home_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_features_locales" ADD CONSTRAINT "_home_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_solutions" ADD CONSTRAINT "_home_v_version_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_solutions_locales" ADD CONSTRAINT "_home_v_version_solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_plans_prices" ADD CONSTRAINT "_pricing_v_version_plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_plans" ADD CONSTRAINT "_pricing_v_version_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_plans_locales" ADD CONSTRAINT "_pricing_v_version_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_rows_values" ADD CONSTRAINT "_pricing_v_version_rows_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_rows_values_locales" ADD CONSTRAINT "_pricing_v_version_rows_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_rows_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_rows" ADD CONSTRAINT "_pricing_v_version_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_rows_locales" ADD CONSTRAINT "_pricing_v_version_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_faq" ADD CONSTRAINT "_pricing_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_faq_locales" ADD CONSTRAINT "_pricing_v_version_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v_version_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_country_currencies" ADD CONSTRAINT "_pricing_v_version_country_currencies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v_locales" ADD CONSTRAINT "_pricing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_download_v" ADD CONSTRAINT "_download_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_download_v_locales" ADD CONSTRAINT "_download_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_download_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_home_v_version_features_order_idx" ON "_home_v_version_features" USING btree ("_order");
  CREATE INDEX "_home_v_version_features_parent_id_idx" ON "_home_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_features_locales_locale_parent_id_unique" ON "_home_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_solutions_order_idx" ON "_home_v_version_solutions" USING btree ("_order");
  CREATE INDEX "_home_v_version_solutions_parent_id_idx" ON "_home_v_version_solutions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_solutions_locales_locale_parent_id_unique" ON "_home_v_version_solutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_seo_version_seo_social_image_idx" ON "_home_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_plans_prices_order_idx" ON "_pricing_v_version_plans_prices" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_plans_prices_parent_id_idx" ON "_pricing_v_version_plans_prices" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_plans_order_idx" ON "_pricing_v_version_plans" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_plans_parent_id_idx" ON "_pricing_v_version_plans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_v_version_plans_locales_locale_parent_id_unique" ON "_pricing_v_version_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_rows_values_order_idx" ON "_pricing_v_version_rows_values" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_rows_values_parent_id_idx" ON "_pricing_v_version_rows_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_v_version_rows_values_locales_locale_parent_id_uniq" ON "_pricing_v_version_rows_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_rows_order_idx" ON "_pricing_v_version_rows" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_rows_parent_id_idx" ON "_pricing_v_version_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_v_version_rows_locales_locale_parent_id_unique" ON "_pricing_v_version_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_faq_order_idx" ON "_pricing_v_version_faq" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_faq_parent_id_idx" ON "_pricing_v_version_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pricing_v_version_faq_locales_locale_parent_id_unique" ON "_pricing_v_version_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_country_currencies_order_idx" ON "_pricing_v_version_country_currencies" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_country_currencies_parent_id_idx" ON "_pricing_v_version_country_currencies" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_seo_version_seo_social_image_idx" ON "_pricing_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "_pricing_v_version_version__status_idx" ON "_pricing_v" USING btree ("version__status");
  CREATE INDEX "_pricing_v_created_at_idx" ON "_pricing_v" USING btree ("created_at");
  CREATE INDEX "_pricing_v_updated_at_idx" ON "_pricing_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_v_snapshot_idx" ON "_pricing_v" USING btree ("snapshot");
  CREATE INDEX "_pricing_v_published_locale_idx" ON "_pricing_v" USING btree ("published_locale");
  CREATE INDEX "_pricing_v_latest_idx" ON "_pricing_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pricing_v_locales_locale_parent_id_unique" ON "_pricing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_download_v_version_seo_version_seo_social_image_idx" ON "_download_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "_download_v_version_version__status_idx" ON "_download_v" USING btree ("version__status");
  CREATE INDEX "_download_v_created_at_idx" ON "_download_v" USING btree ("created_at");
  CREATE INDEX "_download_v_updated_at_idx" ON "_download_v" USING btree ("updated_at");
  CREATE INDEX "_download_v_snapshot_idx" ON "_download_v" USING btree ("snapshot");
  CREATE INDEX "_download_v_published_locale_idx" ON "_download_v" USING btree ("published_locale");
  CREATE INDEX "_download_v_latest_idx" ON "_download_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_download_v_locales_locale_parent_id_unique" ON "_download_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "pricing__status_idx" ON "pricing" USING btree ("_status");
  CREATE INDEX "download__status_idx" ON "download" USING btree ("_status");`)
  // What was saved before drafts existed was live: it stays published (visitors read only published versions).
  await db.execute(sql`
  UPDATE "home" SET "_status" = 'published';
  UPDATE "pricing" SET "_status" = 'published';
  UPDATE "download" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_home_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_plans_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_rows_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_rows_values_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_country_currencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_download_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_download_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_home_v_version_features" CASCADE;
  DROP TABLE "_home_v_version_features_locales" CASCADE;
  DROP TABLE "_home_v_version_solutions" CASCADE;
  DROP TABLE "_home_v_version_solutions_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TABLE "_pricing_v_version_plans_prices" CASCADE;
  DROP TABLE "_pricing_v_version_plans" CASCADE;
  DROP TABLE "_pricing_v_version_plans_locales" CASCADE;
  DROP TABLE "_pricing_v_version_rows_values" CASCADE;
  DROP TABLE "_pricing_v_version_rows_values_locales" CASCADE;
  DROP TABLE "_pricing_v_version_rows" CASCADE;
  DROP TABLE "_pricing_v_version_rows_locales" CASCADE;
  DROP TABLE "_pricing_v_version_faq" CASCADE;
  DROP TABLE "_pricing_v_version_faq_locales" CASCADE;
  DROP TABLE "_pricing_v_version_country_currencies" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  DROP TABLE "_pricing_v_locales" CASCADE;
  DROP TABLE "_download_v" CASCADE;
  DROP TABLE "_download_v_locales" CASCADE;
  DROP INDEX "home__status_idx";
  DROP INDEX "pricing__status_idx";
  DROP INDEX "download__status_idx";
  ALTER TABLE "home_features" ALTER COLUMN "feature" SET NOT NULL;
  ALTER TABLE "home_features_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_solutions" ALTER COLUMN "solution" SET NOT NULL;
  ALTER TABLE "home_solutions_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_locales" ALTER COLUMN "hero_title" SET NOT NULL;
  ALTER TABLE "pricing_plans_prices" ALTER COLUMN "currency" SET NOT NULL;
  ALTER TABLE "pricing_plans_prices" ALTER COLUMN "monthly" SET NOT NULL;
  ALTER TABLE "pricing_plans_prices" ALTER COLUMN "annual" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "pricing_plans_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pricing_rows_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pricing_faq_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "pricing_faq_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "pricing_country_currencies" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "pricing_country_currencies" ALTER COLUMN "currency" SET NOT NULL;
  ALTER TABLE "home" DROP COLUMN "_status";
  ALTER TABLE "pricing" DROP COLUMN "_status";
  ALTER TABLE "download" DROP COLUMN "_status";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_features_feature";
  DROP TYPE "public"."enum__home_v_version_solutions_solution";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";
  DROP TYPE "public"."enum_pricing_status";
  DROP TYPE "public"."enum__pricing_v_version_plans_prices_currency";
  DROP TYPE "public"."enum__pricing_v_version_country_currencies_currency";
  DROP TYPE "public"."enum__pricing_v_version_status";
  DROP TYPE "public"."enum__pricing_v_published_locale";
  DROP TYPE "public"."enum_download_status";
  DROP TYPE "public"."enum__download_v_version_status";
  DROP TYPE "public"."enum__download_v_published_locale";`)
}
