CREATE TABLE "audited_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" varchar(20) NOT NULL,
	"description" varchar(200) NOT NULL,
	"ean" varchar(14),
	"category_code" varchar(40),
	"region_code" varchar(40) NOT NULL,
	"commodity_code" varchar(40) NOT NULL,
	"validity_start" date NOT NULL,
	"validity_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "audited_products_key" UNIQUE("product_code","region_code","commodity_code","validity_start"),
	CONSTRAINT "audited_products_validity_check" CHECK ("audited_products"."validity_end" is null or "audited_products"."validity_end" >= "audited_products"."validity_start")
);
--> statement-breakpoint
CREATE TABLE "lever_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lever_id" integer NOT NULL,
	"subregion_code" varchar(40),
	"cva_code" varchar(40),
	"ppa_product_code" varchar(40),
	"sales_org" varchar(20),
	"commodity_code" varchar(40) NOT NULL,
	"pack_category_code" varchar(40),
	"goal" numeric(18, 2),
	"goal_description" varchar(200),
	"mandatory_membership" boolean DEFAULT false NOT NULL,
	"calculation_basis" varchar(15),
	"store_compliance_percent" numeric(9, 4),
	"discount_percent" numeric(9, 4),
	"recommended" boolean DEFAULT false NOT NULL,
	"budget_type_code" varchar(40),
	"growth_base" numeric(18, 2),
	"products_group_code" varchar(40),
	"brand_code" varchar(40),
	"region_code" varchar(40) NOT NULL,
	"store_size" varchar(1),
	"adhesion_percent" numeric(9, 4),
	"product_compliance_percent" numeric(9, 4),
	"minimum_discount_percent" numeric(9, 4),
	"potential_discount_percent" numeric(9, 4),
	"annual_value" numeric(18, 2),
	"contract_status" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "lever_recommendations_key" UNIQUE NULLS NOT DISTINCT("lever_id","subregion_code","cva_code","ppa_product_code","sales_org","commodity_code","pack_category_code","budget_type_code","products_group_code","brand_code","region_code","store_size"),
	CONSTRAINT "lever_recommendations_basis_check" CHECK ("lever_recommendations"."calculation_basis" is null or "lever_recommendations"."calculation_basis" in ('NIV', 'GSV', 'GROSS_REVENUE')),
	CONSTRAINT "lever_recommendations_store_size_check" CHECK ("lever_recommendations"."store_size" is null or "lever_recommendations"."store_size" in ('P', 'M', 'G')),
	CONSTRAINT "lever_recommendations_contract_status_check" CHECK ("lever_recommendations"."contract_status" is null or "lever_recommendations"."contract_status" in ('EM_CADASTRO', 'AGUARDANDO_APROVACAO', 'APROVADO', 'REPROVADO', 'CANCELADO', 'ENCERRADO'))
);
--> statement-breakpoint
CREATE TABLE "lever_sheet_upload_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"values" jsonb NOT NULL,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "lever_sheet_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_key" varchar(300) NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"language" varchar(5) NOT NULL,
	"uploaded_by" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audited_products" ADD CONSTRAINT "audited_products_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "audited_products" ADD CONSTRAINT "audited_products_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "audited_products" ADD CONSTRAINT "audited_products_commodity_code_commodities_code_fk" FOREIGN KEY ("commodity_code") REFERENCES "public"."commodities"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_lever_id_levers_id_fk" FOREIGN KEY ("lever_id") REFERENCES "public"."levers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_subregion_code_subregions_code_fk" FOREIGN KEY ("subregion_code") REFERENCES "public"."subregions"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_cva_code_cvas_code_fk" FOREIGN KEY ("cva_code") REFERENCES "public"."cvas"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_ppa_product_code_ppa_products_code_fk" FOREIGN KEY ("ppa_product_code") REFERENCES "public"."ppa_products"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_commodity_code_commodities_code_fk" FOREIGN KEY ("commodity_code") REFERENCES "public"."commodities"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_pack_category_code_pack_categories_code_fk" FOREIGN KEY ("pack_category_code") REFERENCES "public"."pack_categories"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_budget_type_code_budget_types_code_fk" FOREIGN KEY ("budget_type_code") REFERENCES "public"."budget_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_products_group_code_product_groups_code_fk" FOREIGN KEY ("products_group_code") REFERENCES "public"."product_groups"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_recommendations" ADD CONSTRAINT "lever_recommendations_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lever_sheet_upload_rows" ADD CONSTRAINT "lever_sheet_upload_rows_upload_id_lever_sheet_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."lever_sheet_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lever_sheet_uploads" ADD CONSTRAINT "lever_sheet_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lever_recommendations_commodity_region_idx" ON "lever_recommendations" USING btree ("commodity_code","region_code");--> statement-breakpoint
CREATE INDEX "lever_sheet_upload_rows_outcome_idx" ON "lever_sheet_upload_rows" USING btree ("upload_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "lever_sheet_uploads_created_idx" ON "lever_sheet_uploads" USING btree ("created_at");