CREATE TABLE "payment_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(40) NOT NULL,
	"competence" date NOT NULL,
	"sales_organization" varchar(40) NOT NULL,
	"commodity" varchar(40) NOT NULL,
	"budget_type" varchar(40) NOT NULL,
	"ric_box" varchar(40) NOT NULL,
	"origin" varchar(20) NOT NULL,
	"stage" varchar(15) DEFAULT 'VALIDACAO' NOT NULL,
	"approval_request_id" integer,
	"disapproval_justification" varchar(500),
	"lot_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_groups_stage_check" CHECK ("payment_groups"."stage" in ('VALIDACAO', 'LIBERACAO', 'DISTRIBUICAO', 'CRIADO', 'REPROVADO'))
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ascertainment_id" integer NOT NULL,
	"ascertainment_line_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"economic_group" varchar(40) NOT NULL,
	"payer_code" varchar(40) NOT NULL,
	"segment" varchar(40),
	"segment_type" varchar(20) NOT NULL,
	"region" varchar(40),
	"cva" varchar(40),
	"calculated" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"map_line_id" integer,
	"reserved" numeric(18, 2),
	"released" numeric(18, 2),
	"daughter_budget_code" varchar(20),
	"due_date" date NOT NULL,
	"payment_number" varchar(40),
	"payment_date" date,
	"payment_status" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "payment_items_amount_check" CHECK ("payment_items"."amount" > 0),
	CONSTRAINT "payment_items_segment_type_check" CHECK ("payment_items"."segment_type" in ('CASH_CARRY_REGULAR', 'OUTROS')),
	CONSTRAINT "payment_items_release_check" CHECK ("payment_items"."released" is null or ("payment_items"."reserved" is not null and "payment_items"."released" = "payment_items"."reserved"))
);
--> statement-breakpoint
CREATE TABLE "payment_line_allocations" (
	"ascertainment_line_id" integer PRIMARY KEY NOT NULL,
	"to_pay" numeric(18, 2) NOT NULL,
	"allocated" numeric(18, 2) NOT NULL,
	CONSTRAINT "payment_line_allocations_bound_check" CHECK ("payment_line_allocations"."allocated" >= 0 and "payment_line_allocations"."allocated" <= "payment_line_allocations"."to_pay")
);
--> statement-breakpoint
CREATE TABLE "payment_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "payment_lots_code_key" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_lot_id_payment_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."payment_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_group_id_payment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."payment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_groups_stage_idx" ON "payment_groups" USING btree ("stage","competence","id");--> statement-breakpoint
CREATE INDEX "payment_groups_lot_idx" ON "payment_groups" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_line_payer_key" ON "payment_items" USING btree ("ascertainment_line_id","payer_code") WHERE "payment_items"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_payment_number_key" ON "payment_items" USING btree ("payment_number") WHERE "payment_items"."payment_number" is not null;--> statement-breakpoint
CREATE INDEX "payment_items_group_idx" ON "payment_items" USING btree ("group_id","position");