CREATE TABLE "cycle_folder_counting_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"counting_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"customer_code" varchar(40) NOT NULL,
	"executed_volume" numeric(15, 3) NOT NULL,
	"executed_value" numeric(18, 2) NOT NULL,
	"document_name" varchar(200),
	"document_key" varchar(300),
	"document_mime" varchar(60),
	CONSTRAINT "cycle_folder_counting_rows_volume_check" CHECK ("cycle_folder_counting_rows"."executed_volume" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cycle_folder_countings" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"status" varchar(15) DEFAULT 'EM_CADASTRO' NOT NULL,
	"approval_request_id" integer,
	"disapproval_justification" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cycle_folder_countings_status_check" CHECK ("cycle_folder_countings"."status" in ('EM_CADASTRO', 'EM_APROVACAO', 'APROVADA', 'REPROVADA'))
);
--> statement-breakpoint
ALTER TABLE "approval_flows" DROP CONSTRAINT "approval_flows_action_type_check";--> statement-breakpoint
ALTER TABLE "cycle_folder_counting_rows" ADD CONSTRAINT "cycle_folder_counting_rows_counting_id_cycle_folder_countings_id_fk" FOREIGN KEY ("counting_id") REFERENCES "public"."cycle_folder_countings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_counting_rows" ADD CONSTRAINT "cycle_folder_counting_rows_action_id_cycle_folder_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."cycle_folder_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_countings" ADD CONSTRAINT "cycle_folder_countings_folder_id_cycle_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cycle_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_counting_rows_key" ON "cycle_folder_counting_rows" USING btree ("counting_id","action_id","customer_code");--> statement-breakpoint
CREATE INDEX "cycle_folder_counting_rows_action_idx" ON "cycle_folder_counting_rows" USING btree ("action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_countings_folder_key" ON "cycle_folder_countings" USING btree ("folder_id");--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_action_type_check" CHECK ("approval_flows"."action_type" in ('ACORDO_COMERCIAL', 'ALTERACAO_ALAVANCA', 'APURACAO', 'RECLAMACAO', 'VALIDACAO_PAGAMENTO', 'LIBERACAO_VERBA', 'ADICAO_VERBA', 'PASTA_CICLO', 'APURACAO_PASTA', 'MIGRACAO', 'CONTRATO_PERCENTUAL', 'APURACAO_AVULSA', 'ACESSO_USUARIO'));