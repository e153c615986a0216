CREATE TABLE "cycle_folder_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"number" integer NOT NULL,
	"tactic_type" varchar(20) NOT NULL,
	"description" varchar(200) NOT NULL,
	"economic_group_code" varchar(40),
	"region_code" varchar(40),
	"category_code" varchar(40),
	"brand_code" varchar(40),
	"sku_code" varchar(40),
	"planned_volume" numeric(15, 3) NOT NULL,
	"unit_value" numeric(16, 4) NOT NULL,
	"investment" numeric(18, 2) NOT NULL,
	"map_line_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'ATIVA' NOT NULL,
	CONSTRAINT "cycle_folder_actions_number_check" CHECK ("cycle_folder_actions"."number" >= 1),
	CONSTRAINT "cycle_folder_actions_tactic_check" CHECK ("cycle_folder_actions"."tactic_type" in ('REDUCAO_PRECO', 'PONTO_EXTRA', 'TABLOIDE', 'DEGUSTACAO', 'OUTRA')),
	CONSTRAINT "cycle_folder_actions_status_check" CHECK ("cycle_folder_actions"."status" in ('ATIVA', 'CANCELADA')),
	CONSTRAINT "cycle_folder_actions_investment_check" CHECK ("cycle_folder_actions"."investment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cycle_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"cycle" integer NOT NULL,
	"channel_code" varchar(40) NOT NULL,
	"commodity_code" varchar(40) NOT NULL,
	"description" varchar(200) NOT NULL,
	"status" varchar(15) DEFAULT 'EM_CADASTRO' NOT NULL,
	"planning_open" boolean DEFAULT true NOT NULL,
	"approval_request_id" integer,
	"disapproval_justification" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cycle_folders_cycle_check" CHECK ("cycle_folders"."cycle" between 1 and 12),
	CONSTRAINT "cycle_folders_year_check" CHECK ("cycle_folders"."year" between 2000 and 2100),
	CONSTRAINT "cycle_folders_status_check" CHECK ("cycle_folders"."status" in ('EM_CADASTRO', 'EM_APROVACAO', 'APROVADA', 'REPROVADA', 'ENCERRADA'))
);
--> statement-breakpoint
ALTER TABLE "cycle_folder_actions" ADD CONSTRAINT "cycle_folder_actions_folder_id_cycle_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cycle_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_actions" ADD CONSTRAINT "cycle_folder_actions_map_line_id_budget_map_lines_id_fk" FOREIGN KEY ("map_line_id") REFERENCES "public"."budget_map_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_actions_number_key" ON "cycle_folder_actions" USING btree ("folder_id","number");--> statement-breakpoint
CREATE INDEX "cycle_folder_actions_line_idx" ON "cycle_folder_actions" USING btree ("map_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folders_key" ON "cycle_folders" USING btree ("year","cycle","channel_code","commodity_code");--> statement-breakpoint
CREATE INDEX "cycle_folders_order_idx" ON "cycle_folders" USING btree ("year","cycle","id");