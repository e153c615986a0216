CREATE TABLE "tactic_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_folder_actions" DROP CONSTRAINT "cycle_folder_actions_tactic_check";--> statement-breakpoint
CREATE UNIQUE INDEX "tactic_types_code_key" ON "tactic_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tactic_types_code_trgm_idx" ON "tactic_types" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tactic_types_name_trgm_idx" ON "tactic_types" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
INSERT INTO "tactic_types" ("code", "name") VALUES
	('REDUCAO_PRECO', 'Redução de preço'),
	('PONTO_EXTRA', 'Ponto extra'),
	('TABLOIDE', 'Tabloide'),
	('DEGUSTACAO', 'Degustação'),
	('OUTRA', 'Outra');
