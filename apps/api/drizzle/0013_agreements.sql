CREATE TABLE "agreement_levers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"lever_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'ATIVA' NOT NULL,
	"funds_type" varchar(3) NOT NULL,
	"budget_type" varchar(40),
	"discount_percent" numeric(9, 4),
	"goal" numeric(18, 2),
	"minimum_percent" numeric(9, 4),
	"minimum_discount_percent" numeric(9, 4),
	"potential_discount_percent" numeric(9, 4),
	"growth_percent" numeric(9, 4),
	"threshold_percent" numeric(9, 4),
	"fixed_value" numeric(18, 2),
	"payment_percent" numeric(9, 4),
	"expected_yearly_value" numeric(18, 2) NOT NULL,
	"commodity_code" varchar(40) NOT NULL,
	"categories" varchar(40)[] NOT NULL,
	"brands" varchar(40)[] NOT NULL,
	"product_groups" varchar(40)[] NOT NULL,
	"ppa_products" varchar(40)[] NOT NULL,
	"skus" varchar(40)[] NOT NULL,
	"customers" varchar(40)[] NOT NULL,
	"payers" varchar(40)[] NOT NULL,
	"events" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(300) NOT NULL,
	"economic_group_code" varchar(40) NOT NULL,
	"channels" varchar(40)[] NOT NULL,
	"status" varchar(30) NOT NULL,
	"signature_status" varchar(30) DEFAULT 'AGUARDANDO_ASSINATURA' NOT NULL,
	"approver_status" varchar(30),
	"approval_request_id" integer,
	"validity_start" date NOT NULL,
	"validity_end" date NOT NULL,
	"region_code" varchar(40),
	"district" varchar(100),
	"segment_code" varchar(40),
	"business_unit_code" varchar(40),
	"sales_organization" varchar(40),
	"category_code" varchar(40),
	"counting_period" varchar(40),
	"budget_description" varchar(300),
	"opso_measure" varchar(40),
	"ric_measure" varchar(40),
	"on_off" varchar(3),
	"calculation_basis" varchar(15),
	"payment_description" varchar(300),
	"payment_percent" numeric(9, 4),
	"funds_type" varchar(40),
	"sap_code" varchar(40),
	"payer_sap" varchar(40),
	"total_on" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_off" numeric(18, 2) DEFAULT '0' NOT NULL,
	"totals_by_commodity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"copied_from_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('EM_CADASTRO', 'AGUARDANDO_APROVACAO', 'APROVADO', 'REPROVADO', 'CANCELADO', 'ENCERRADO')),
	CONSTRAINT "agreements_validity_check" CHECK ("agreements"."validity_end" >= "agreements"."validity_start"),
	CONSTRAINT "agreements_channels_check" CHECK (cardinality("agreements"."channels") > 0)
);
--> statement-breakpoint
ALTER TABLE "agreement_levers" ADD CONSTRAINT "agreement_levers_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_levers" ADD CONSTRAINT "agreement_levers_lever_id_levers_id_fk" FOREIGN KEY ("lever_id") REFERENCES "public"."levers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_levers" ADD CONSTRAINT "agreement_levers_commodity_code_commodities_code_fk" FOREIGN KEY ("commodity_code") REFERENCES "public"."commodities"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_economic_group_code_economic_groups_code_fk" FOREIGN KEY ("economic_group_code") REFERENCES "public"."economic_groups"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_segment_code_segments_code_fk" FOREIGN KEY ("segment_code") REFERENCES "public"."segments"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_business_unit_code_commodities_code_fk" FOREIGN KEY ("business_unit_code") REFERENCES "public"."commodities"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "agreement_levers_agreement_idx" ON "agreement_levers" USING btree ("agreement_id","position");--> statement-breakpoint
CREATE INDEX "agreement_levers_lever_idx" ON "agreement_levers" USING btree ("lever_id");--> statement-breakpoint
CREATE INDEX "agreement_levers_customers_idx" ON "agreement_levers" USING gin ("customers");--> statement-breakpoint
CREATE INDEX "agreements_status_idx" ON "agreements" USING btree ("status","validity_end","id");--> statement-breakpoint
CREATE INDEX "agreements_economic_group_idx" ON "agreements" USING btree ("economic_group_code");--> statement-breakpoint
CREATE INDEX "agreements_channels_idx" ON "agreements" USING gin ("channels");--> statement-breakpoint
CREATE INDEX "agreements_description_trgm_idx" ON "agreements" USING gin (lower("description") gin_trgm_ops);