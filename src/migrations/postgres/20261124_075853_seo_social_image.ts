import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "roles" DROP DEFAULT;
  ALTER TABLE "pages" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "news" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "guides" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_guides_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "helps" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_helps_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "docs" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_docs_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "release" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_release_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "partners" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "_partners_v" ADD COLUMN "version_seo_social_image_id" integer;
  ALTER TABLE "home" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "pricing" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "download" ADD COLUMN "seo_social_image_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "helps" ADD CONSTRAINT "helps_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_helps_v" ADD CONSTRAINT "_helps_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "docs" ADD CONSTRAINT "docs_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_docs_v" ADD CONSTRAINT "_docs_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "release" ADD CONSTRAINT "release_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_release_v" ADD CONSTRAINT "_release_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partners_v" ADD CONSTRAINT "_partners_v_version_seo_social_image_id_media_id_fk" FOREIGN KEY ("version_seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "download" ADD CONSTRAINT "download_seo_social_image_id_media_id_fk" FOREIGN KEY ("seo_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_seo_seo_social_image_idx" ON "pages" USING btree ("seo_social_image_id");
  CREATE INDEX "_pages_v_version_seo_version_seo_social_image_idx" ON "_pages_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "posts_seo_seo_social_image_idx" ON "posts" USING btree ("seo_social_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_social_image_idx" ON "_posts_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "news_seo_seo_social_image_idx" ON "news" USING btree ("seo_social_image_id");
  CREATE INDEX "_news_v_version_seo_version_seo_social_image_idx" ON "_news_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "guides_seo_seo_social_image_idx" ON "guides" USING btree ("seo_social_image_id");
  CREATE INDEX "_guides_v_version_seo_version_seo_social_image_idx" ON "_guides_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "helps_seo_seo_social_image_idx" ON "helps" USING btree ("seo_social_image_id");
  CREATE INDEX "_helps_v_version_seo_version_seo_social_image_idx" ON "_helps_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "docs_seo_seo_social_image_idx" ON "docs" USING btree ("seo_social_image_id");
  CREATE INDEX "_docs_v_version_seo_version_seo_social_image_idx" ON "_docs_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "release_seo_seo_social_image_idx" ON "release" USING btree ("seo_social_image_id");
  CREATE INDEX "_release_v_version_seo_version_seo_social_image_idx" ON "_release_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "faqs_seo_seo_social_image_idx" ON "faqs" USING btree ("seo_social_image_id");
  CREATE INDEX "_faqs_v_version_seo_version_seo_social_image_idx" ON "_faqs_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "partners_seo_seo_social_image_idx" ON "partners" USING btree ("seo_social_image_id");
  CREATE INDEX "_partners_v_version_seo_version_seo_social_image_idx" ON "_partners_v" USING btree ("version_seo_social_image_id");
  CREATE INDEX "home_seo_seo_social_image_idx" ON "home" USING btree ("seo_social_image_id");
  CREATE INDEX "pricing_seo_seo_social_image_idx" ON "pricing" USING btree ("seo_social_image_id");
  CREATE INDEX "download_seo_seo_social_image_idx" ON "download" USING btree ("seo_social_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "guides" DROP CONSTRAINT "guides_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_guides_v" DROP CONSTRAINT "_guides_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "helps" DROP CONSTRAINT "helps_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_helps_v" DROP CONSTRAINT "_helps_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "docs" DROP CONSTRAINT "docs_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_docs_v" DROP CONSTRAINT "_docs_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "release" DROP CONSTRAINT "release_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_release_v" DROP CONSTRAINT "_release_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_faqs_v" DROP CONSTRAINT "_faqs_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "partners" DROP CONSTRAINT "partners_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "_partners_v" DROP CONSTRAINT "_partners_v_version_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "home" DROP CONSTRAINT "home_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "pricing" DROP CONSTRAINT "pricing_seo_social_image_id_media_id_fk";
  
  ALTER TABLE "download" DROP CONSTRAINT "download_seo_social_image_id_media_id_fk";
  
  DROP INDEX "pages_seo_seo_social_image_idx";
  DROP INDEX "_pages_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "posts_seo_seo_social_image_idx";
  DROP INDEX "_posts_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "news_seo_seo_social_image_idx";
  DROP INDEX "_news_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "guides_seo_seo_social_image_idx";
  DROP INDEX "_guides_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "helps_seo_seo_social_image_idx";
  DROP INDEX "_helps_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "docs_seo_seo_social_image_idx";
  DROP INDEX "_docs_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "release_seo_seo_social_image_idx";
  DROP INDEX "_release_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "faqs_seo_seo_social_image_idx";
  DROP INDEX "_faqs_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "partners_seo_seo_social_image_idx";
  DROP INDEX "_partners_v_version_seo_version_seo_social_image_idx";
  DROP INDEX "home_seo_seo_social_image_idx";
  DROP INDEX "pricing_seo_seo_social_image_idx";
  DROP INDEX "download_seo_seo_social_image_idx";
  ALTER TABLE "users" ALTER COLUMN "roles" SET DEFAULT 'editor';
  ALTER TABLE "pages" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "posts" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "news" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "guides" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_guides_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "helps" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_helps_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "docs" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_docs_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "release" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_release_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "faqs" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "partners" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "_partners_v" DROP COLUMN "version_seo_social_image_id";
  ALTER TABLE "home" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "pricing" DROP COLUMN "seo_social_image_id";
  ALTER TABLE "download" DROP COLUMN "seo_social_image_id";`)
}
