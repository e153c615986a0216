CREATE TABLE "detached_ascertainment_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"detached_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "detached_ascertainments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_code" varchar(40) NOT NULL,
	"payer_code" varchar(40) NOT NULL,
	"budget_type_code" varchar(40) NOT NULL,
	"commodity_code" varchar(40) NOT NULL,
	"channel_code" varchar(40),
	"region_code" varchar(40),
	"competence" date NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"justification" varchar(500) NOT NULL,
	"status" varchar(15) DEFAULT 'EM_VALIDACAO' NOT NULL,
	"approval_request_id" integer,
	"decision_justification" varchar(500),
	"cancel_justification" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "detached_ascertainments_value_check" CHECK ("detached_ascertainments"."value" > 0),
	CONSTRAINT "detached_ascertainments_status_check" CHECK ("detached_ascertainments"."status" in ('EM_VALIDACAO', 'EM_APROVACAO', 'APROVADA', 'REPROVADA', 'CANCELADA'))
);
--> statement-breakpoint
ALTER TABLE "payment_items" DROP CONSTRAINT "payment_items_source_check";--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "detached_ascertainment_id" integer;--> statement-breakpoint
ALTER TABLE "detached_ascertainment_evidence" ADD CONSTRAINT "detached_ascertainment_evidence_detached_id_detached_ascertainments_id_fk" FOREIGN KEY ("detached_id") REFERENCES "public"."detached_ascertainments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detached_ascertainments" ADD CONSTRAINT "detached_ascertainments_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "detached_ascertainments" ADD CONSTRAINT "detached_ascertainments_payer_code_customers_code_fk" FOREIGN KEY ("payer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "detached_ascertainments" ADD CONSTRAINT "detached_ascertainments_budget_type_code_budget_types_code_fk" FOREIGN KEY ("budget_type_code") REFERENCES "public"."budget_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "detached_ascertainments" ADD CONSTRAINT "detached_ascertainments_commodity_code_commodities_code_fk" FOREIGN KEY ("commodity_code") REFERENCES "public"."commodities"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "detached_ascertainment_evidence_detached_idx" ON "detached_ascertainment_evidence" USING btree ("detached_id");--> statement-breakpoint
CREATE INDEX "detached_ascertainments_status_idx" ON "detached_ascertainments" USING btree ("status","competence","id");--> statement-breakpoint
CREATE INDEX "detached_ascertainments_competence_idx" ON "detached_ascertainments" USING btree ("competence","budget_type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_detached_key" ON "payment_items" USING btree ("detached_ascertainment_id") WHERE "payment_items"."active";--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_source_check" CHECK (("payment_items"."ascertainment_line_id" is not null and "payment_items"."ascertainment_id" is not null and "payment_items"."agreement_id" is not null
        and "payment_items"."appreciation_row_id" is null and "payment_items"."folder_action_id" is null and "payment_items"."folder_id" is null
        and "payment_items"."detached_ascertainment_id" is null)
      or ("payment_items"."ascertainment_line_id" is null and "payment_items"."ascertainment_id" is null and "payment_items"."agreement_id" is null
        and "payment_items"."appreciation_row_id" is not null and "payment_items"."folder_action_id" is not null and "payment_items"."folder_id" is not null
        and "payment_items"."detached_ascertainment_id" is null)
      or ("payment_items"."ascertainment_line_id" is null and "payment_items"."ascertainment_id" is null and "payment_items"."agreement_id" is null
        and "payment_items"."appreciation_row_id" is null and "payment_items"."folder_action_id" is null and "payment_items"."folder_id" is null
        and "payment_items"."detached_ascertainment_id" is not null));