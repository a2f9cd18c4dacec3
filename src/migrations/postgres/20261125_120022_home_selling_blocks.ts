import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_proof_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "home_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "home_testimonials_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_home_v_version_proof_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_testimonials_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home" ADD COLUMN "picture_image_id" integer;
  ALTER TABLE "home" ADD COLUMN "proof_users" numeric;
  ALTER TABLE "home" ADD COLUMN "proof_rating" numeric;
  ALTER TABLE "home" ADD COLUMN "proof_reviews" numeric;
  ALTER TABLE "home" ADD COLUMN "proof_rating_source" varchar;
  ALTER TABLE "home" ADD COLUMN "proof_rating_url" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "picture_alt" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "proof_users_text" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "proof_rating_text" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "proof_logos_title" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "testimonials_title" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "pricing_teaser_title" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "pricing_teaser_text" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "pricing_teaser_button" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "latest_title" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_picture_image_id" integer;
  ALTER TABLE "_home_v" ADD COLUMN "version_proof_users" numeric;
  ALTER TABLE "_home_v" ADD COLUMN "version_proof_rating" numeric;
  ALTER TABLE "_home_v" ADD COLUMN "version_proof_reviews" numeric;
  ALTER TABLE "_home_v" ADD COLUMN "version_proof_rating_source" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_proof_rating_url" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_picture_alt" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_proof_users_text" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_proof_rating_text" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_proof_logos_title" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_testimonials_title" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_pricing_teaser_title" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_pricing_teaser_text" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_pricing_teaser_button" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_latest_title" varchar;
  ALTER TABLE "home_proof_logos" ADD CONSTRAINT "home_proof_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_proof_logos" ADD CONSTRAINT "home_proof_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_testimonials" ADD CONSTRAINT "home_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_testimonials_locales" ADD CONSTRAINT "home_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_proof_logos" ADD CONSTRAINT "_home_v_version_proof_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_proof_logos" ADD CONSTRAINT "_home_v_version_proof_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_testimonials" ADD CONSTRAINT "_home_v_version_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_testimonials_locales" ADD CONSTRAINT "_home_v_version_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_proof_logos_order_idx" ON "home_proof_logos" USING btree ("_order");
  CREATE INDEX "home_proof_logos_parent_id_idx" ON "home_proof_logos" USING btree ("_parent_id");
  CREATE INDEX "home_proof_logos_logo_idx" ON "home_proof_logos" USING btree ("logo_id");
  CREATE INDEX "home_testimonials_order_idx" ON "home_testimonials" USING btree ("_order");
  CREATE INDEX "home_testimonials_parent_id_idx" ON "home_testimonials" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_testimonials_locales_locale_parent_id_unique" ON "home_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_proof_logos_order_idx" ON "_home_v_version_proof_logos" USING btree ("_order");
  CREATE INDEX "_home_v_version_proof_logos_parent_id_idx" ON "_home_v_version_proof_logos" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_proof_logos_logo_idx" ON "_home_v_version_proof_logos" USING btree ("logo_id");
  CREATE INDEX "_home_v_version_testimonials_order_idx" ON "_home_v_version_testimonials" USING btree ("_order");
  CREATE INDEX "_home_v_version_testimonials_parent_id_idx" ON "_home_v_version_testimonials" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_testimonials_locales_locale_parent_id_unique" ON "_home_v_version_testimonials_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "home" ADD CONSTRAINT "home_picture_image_id_media_id_fk" FOREIGN KEY ("picture_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_picture_image_id_media_id_fk" FOREIGN KEY ("version_picture_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_picture_picture_image_idx" ON "home" USING btree ("picture_image_id");
  CREATE INDEX "_home_v_version_picture_version_picture_image_idx" ON "_home_v" USING btree ("version_picture_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_proof_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_proof_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "home_proof_logos" CASCADE;
  DROP TABLE "home_testimonials" CASCADE;
  DROP TABLE "home_testimonials_locales" CASCADE;
  DROP TABLE "_home_v_version_proof_logos" CASCADE;
  DROP TABLE "_home_v_version_testimonials" CASCADE;
  DROP TABLE "_home_v_version_testimonials_locales" CASCADE;
  ALTER TABLE "home" DROP CONSTRAINT "home_picture_image_id_media_id_fk";
  
  ALTER TABLE "_home_v" DROP CONSTRAINT "_home_v_version_picture_image_id_media_id_fk";
  
  DROP INDEX "home_picture_picture_image_idx";
  DROP INDEX "_home_v_version_picture_version_picture_image_idx";
  ALTER TABLE "home" DROP COLUMN "picture_image_id";
  ALTER TABLE "home" DROP COLUMN "proof_users";
  ALTER TABLE "home" DROP COLUMN "proof_rating";
  ALTER TABLE "home" DROP COLUMN "proof_reviews";
  ALTER TABLE "home" DROP COLUMN "proof_rating_source";
  ALTER TABLE "home" DROP COLUMN "proof_rating_url";
  ALTER TABLE "home_locales" DROP COLUMN "picture_alt";
  ALTER TABLE "home_locales" DROP COLUMN "proof_users_text";
  ALTER TABLE "home_locales" DROP COLUMN "proof_rating_text";
  ALTER TABLE "home_locales" DROP COLUMN "proof_logos_title";
  ALTER TABLE "home_locales" DROP COLUMN "testimonials_title";
  ALTER TABLE "home_locales" DROP COLUMN "pricing_teaser_title";
  ALTER TABLE "home_locales" DROP COLUMN "pricing_teaser_text";
  ALTER TABLE "home_locales" DROP COLUMN "pricing_teaser_button";
  ALTER TABLE "home_locales" DROP COLUMN "latest_title";
  ALTER TABLE "_home_v" DROP COLUMN "version_picture_image_id";
  ALTER TABLE "_home_v" DROP COLUMN "version_proof_users";
  ALTER TABLE "_home_v" DROP COLUMN "version_proof_rating";
  ALTER TABLE "_home_v" DROP COLUMN "version_proof_reviews";
  ALTER TABLE "_home_v" DROP COLUMN "version_proof_rating_source";
  ALTER TABLE "_home_v" DROP COLUMN "version_proof_rating_url";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_picture_alt";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_proof_users_text";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_proof_rating_text";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_proof_logos_title";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_testimonials_title";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_pricing_teaser_title";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_pricing_teaser_text";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_pricing_teaser_button";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_latest_title";`)
}
