ALTER TABLE "usuarios" ADD COLUMN "termos_versao" varchar(20);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "termos_aceitos_em" timestamp with time zone;