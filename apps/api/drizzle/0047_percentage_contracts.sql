CREATE TABLE "percentage_ascertainments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"competence" date NOT NULL,
	"basis" varchar(20) NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
	"base" numeric NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"rows" integer NOT NULL,
	"digest" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "percentage_ascertainments_value_check" CHECK ("percentage_ascertainments"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "percentage_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_code" varchar(40) NOT NULL,
	"budget_type_code" varchar(40) NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
	"basis" varchar(20) NOT NULL,
	"validity_start" date NOT NULL,
	"validity_end" date NOT NULL,
	"payer_code" varchar(40) NOT NULL,
	"description" varchar(500) NOT NULL,
	"status" varchar(15) NOT NULL,
	"approval_request_id" integer,
	"justification" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "percentage_contracts_status_check" CHECK ("percentage_contracts"."status" in ('EM_CADASTRO', 'EM_APROVACAO', 'APROVADO', 'REPROVADO', 'CANCELADO')),
	CONSTRAINT "percentage_contracts_basis_check" CHECK ("percentage_contracts"."basis" in ('NIV', 'GSV', 'GROSS_REVENUE')),
	CONSTRAINT "percentage_contracts_percentage_check" CHECK ("percentage_contracts"."percentage" > 0 and "percentage_contracts"."percentage" <= 100),
	CONSTRAINT "percentage_contracts_validity_check" CHECK ("percentage_contracts"."validity_end" >= "percentage_contracts"."validity_start")
);
--> statement-breakpoint
ALTER TABLE "payment_items" DROP CONSTRAINT "payment_items_source_check";--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "percentage_ascertainment_id" integer;--> statement-breakpoint
ALTER TABLE "percentage_ascertainments" ADD CONSTRAINT "percentage_ascertainments_contract_id_percentage_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."percentage_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "percentage_contracts" ADD CONSTRAINT "percentage_contracts_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "percentage_contracts" ADD CONSTRAINT "percentage_contracts_budget_type_code_budget_types_code_fk" FOREIGN KEY ("budget_type_code") REFERENCES "public"."budget_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "percentage_contracts" ADD CONSTRAINT "percentage_contracts_payer_code_customers_code_fk" FOREIGN KEY ("payer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "percentage_ascertainments_key" ON "percentage_ascertainments" USING btree ("contract_id","competence");--> statement-breakpoint
CREATE INDEX "percentage_ascertainments_competence_idx" ON "percentage_ascertainments" USING btree ("competence");--> statement-breakpoint
CREATE INDEX "percentage_contracts_status_idx" ON "percentage_contracts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "percentage_contracts_customer_idx" ON "percentage_contracts" USING btree ("customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_percentage_ascertainment_key" ON "payment_items" USING btree ("percentage_ascertainment_id") WHERE "payment_items"."active";--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_source_check" CHECK (num_nonnulls("payment_items"."ascertainment_line_id", "payment_items"."appreciation_row_id", "payment_items"."detached_ascertainment_id", "payment_items"."percentage_ascertainment_id") = 1
      and ("payment_items"."ascertainment_line_id" is null) = ("payment_items"."ascertainment_id" is null)
      and ("payment_items"."ascertainment_line_id" is null) = ("payment_items"."agreement_id" is null)
      and ("payment_items"."appreciation_row_id" is null) = ("payment_items"."folder_action_id" is null)
      and ("payment_items"."appreciation_row_id" is null) = ("payment_items"."folder_id" is null));