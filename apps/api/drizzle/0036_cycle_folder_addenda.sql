CREATE TABLE "cycle_folder_addenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"number" integer NOT NULL,
	"justification" varchar(500) NOT NULL,
	"status" varchar(15) DEFAULT 'EM_CADASTRO' NOT NULL,
	"approval_request_id" integer,
	"disapproval_justification" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cycle_folder_addenda_number_check" CHECK ("cycle_folder_addenda"."number" >= 1),
	CONSTRAINT "cycle_folder_addenda_status_check" CHECK ("cycle_folder_addenda"."status" in ('EM_CADASTRO', 'EM_APROVACAO', 'APROVADO', 'REPROVADO'))
);
--> statement-breakpoint
CREATE TABLE "cycle_folder_addendum_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"addendum_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(15) NOT NULL,
	"action_id" integer,
	"tactic_type" varchar(20),
	"description" varchar(200),
	"economic_group_code" varchar(40),
	"region_code" varchar(40),
	"category_code" varchar(40),
	"brand_code" varchar(40),
	"sku_code" varchar(40),
	"planned_volume" numeric(15, 3),
	"unit_value" numeric(16, 4),
	"investment" numeric(18, 2),
	"map_line_id" integer,
	CONSTRAINT "cycle_folder_addendum_changes_kind_check" CHECK ("cycle_folder_addendum_changes"."kind" in ('NOVA', 'REPLANEJAMENTO', 'CANCELAMENTO'))
);
--> statement-breakpoint
ALTER TABLE "cycle_folder_addenda" ADD CONSTRAINT "cycle_folder_addenda_folder_id_cycle_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cycle_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_addendum_changes" ADD CONSTRAINT "cycle_folder_addendum_changes_addendum_id_cycle_folder_addenda_id_fk" FOREIGN KEY ("addendum_id") REFERENCES "public"."cycle_folder_addenda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_addendum_changes" ADD CONSTRAINT "cycle_folder_addendum_changes_action_id_cycle_folder_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."cycle_folder_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_addendum_changes" ADD CONSTRAINT "cycle_folder_addendum_changes_map_line_id_budget_map_lines_id_fk" FOREIGN KEY ("map_line_id") REFERENCES "public"."budget_map_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_addenda_number_key" ON "cycle_folder_addenda" USING btree ("folder_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_addenda_open_key" ON "cycle_folder_addenda" USING btree ("folder_id") WHERE "cycle_folder_addenda"."status" in ('EM_CADASTRO', 'EM_APROVACAO');--> statement-breakpoint
CREATE INDEX "cycle_folder_addendum_changes_addendum_idx" ON "cycle_folder_addendum_changes" USING btree ("addendum_id","position");