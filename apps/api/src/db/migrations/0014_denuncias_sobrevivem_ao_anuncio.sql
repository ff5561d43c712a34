ALTER TABLE "denuncias" DROP CONSTRAINT "denuncias_id_anuncio_anuncios_id_anuncio_fk";
--> statement-breakpoint
ALTER TABLE "denuncias" ALTER COLUMN "id_anuncio" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "denuncias" ADD CONSTRAINT "denuncias_id_anuncio_anuncios_id_anuncio_fk" FOREIGN KEY ("id_anuncio") REFERENCES "public"."anuncios"("id_anuncio") ON DELETE set null ON UPDATE no action;