CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"category_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"ric_measure" varchar(30),
	"opso_measure" varchar(30),
	"payment_type" varchar(40) NOT NULL,
	"validate_boa" boolean DEFAULT false NOT NULL,
	"order_reason" varchar(10),
	"actpm_code" varchar(20),
	"validity_start" date NOT NULL,
	"validity_end" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"commodity_id" integer,
	"sap_category" varchar(20),
	"fy_budget" numeric(18, 2),
	"apportionment_percentage" numeric(9, 4),
	"validity_start" date NOT NULL,
	"validity_end" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
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
CREATE TABLE "commodities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"sap_code" varchar(10),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"cnpj" varchar(18),
	"economic_group_id" integer,
	"region_id" integer,
	"microregion_id" integer,
	"segment_id" integer,
	"channel_id" integer,
	"cva_id" integer,
	"sap_payer" boolean DEFAULT false NOT NULL,
	"planning_account" varchar(20),
	"bank_key" varchar(15),
	"bank_account" varchar(20),
	"bank_control_key" varchar(2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cvas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"cva_group" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "economic_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"cnpj_base" varchar(8),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_execution_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(500) NOT NULL,
	"answer_type" varchar(40) NOT NULL,
	"validity_start" date NOT NULL,
	"validity_end" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_export_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"register" varchar(40) NOT NULL,
	"status" varchar(40) NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_name" varchar(200) NOT NULL,
	"authorities" jsonb NOT NULL,
	"language" varchar(5) NOT NULL,
	"parameters" jsonb,
	"file_name" varchar(200),
	"file_key" varchar(300),
	"file_hash" varchar(64),
	"source_job_id" uuid,
	"result_key" varchar(300),
	"result_name" varchar(200),
	"errors_key" varchar(300),
	"message_key" varchar(80),
	"message_params" jsonb,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_inserted" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "impulse_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"validity_start" date NOT NULL,
	"validity_end" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "innovation_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"competence" date NOT NULL,
	"sku_id" integer NOT NULL,
	"sales_organization" varchar(10),
	"commodity_id" integer,
	"region_id" integer,
	"cut_percentage" numeric(9, 4),
	"cut_if_not_positive_percentage" numeric(9, 4),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"commodity_id" integer,
	"validity_start" date NOT NULL,
	"validity_end" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microregions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"region_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pack_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"category_id" integer,
	"compliance_percentage" numeric(9, 4) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdv_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"customer_id" integer NOT NULL,
	"cnpj" varchar(18) NOT NULL,
	"store_size" varchar(40),
	"state" varchar(40) NOT NULL,
	"city" varchar(100),
	"address" varchar(200),
	"audited_store" boolean DEFAULT false NOT NULL,
	"store_situation" varchar(40),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppa_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"brand_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"commodity_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"acronym" varchar(5) NOT NULL,
	"grouped_commodity_id" integer,
	"states" varchar(90),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
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
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"ean" varchar(14),
	"ppa_product_id" integer,
	"net_weight" numeric(18, 3),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subregions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"region_id" integer NOT NULL,
	"store_compliance_percentage" numeric(9, 4),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_execution_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"category_id" integer,
	"validity_start" date NOT NULL,
	"validity_end" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_execution_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"target_execution_category_id" integer,
	"sku_id" integer,
	"validity_start" date NOT NULL,
	"validity_end" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_economic_group_id_economic_groups_id_fk" FOREIGN KEY ("economic_group_id") REFERENCES "public"."economic_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_microregion_id_microregions_id_fk" FOREIGN KEY ("microregion_id") REFERENCES "public"."microregions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_cva_id_cvas_id_fk" FOREIGN KEY ("cva_id") REFERENCES "public"."cvas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_export_jobs" ADD CONSTRAINT "import_export_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_products" ADD CONSTRAINT "innovation_products_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_products" ADD CONSTRAINT "innovation_products_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_products" ADD CONSTRAINT "innovation_products_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_orders" ADD CONSTRAINT "internal_orders_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microregions" ADD CONSTRAINT "microregions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_categories" ADD CONSTRAINT "pack_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdv_customers" ADD CONSTRAINT "pdv_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppa_products" ADD CONSTRAINT "ppa_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_grouped_commodity_id_commodities_id_fk" FOREIGN KEY ("grouped_commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_ppa_product_id_ppa_products_id_fk" FOREIGN KEY ("ppa_product_id") REFERENCES "public"."ppa_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subregions" ADD CONSTRAINT "subregions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_execution_categories" ADD CONSTRAINT "target_execution_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_execution_products" ADD CONSTRAINT "target_execution_products_target_execution_category_id_target_execution_categories_id_fk" FOREIGN KEY ("target_execution_category_id") REFERENCES "public"."target_execution_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_execution_products" ADD CONSTRAINT "target_execution_products_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_key" ON "brands" USING btree ("code");--> statement-breakpoint
CREATE INDEX "brands_category_id_idx" ON "brands" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_types_code_key" ON "budget_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_code_key" ON "categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "categories_commodity_id_idx" ON "categories" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_code_key" ON "channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "commodities_code_key" ON "commodities" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_key" ON "customers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customers_economic_group_id_idx" ON "customers" USING btree ("economic_group_id");--> statement-breakpoint
CREATE INDEX "customers_region_id_idx" ON "customers" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "customers_microregion_id_idx" ON "customers" USING btree ("microregion_id");--> statement-breakpoint
CREATE INDEX "customers_segment_id_idx" ON "customers" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "customers_channel_id_idx" ON "customers" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "customers_cva_id_idx" ON "customers" USING btree ("cva_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cvas_code_key" ON "cvas" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "economic_groups_code_key" ON "economic_groups" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_execution_questions_code_key" ON "goal_execution_questions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "import_export_jobs_created_idx" ON "import_export_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_export_jobs_one_export_key" ON "import_export_jobs" USING btree ("register") WHERE "import_export_jobs"."type" = 'EXPORTACAO' and "import_export_jobs"."status" = 'PROCESSANDO';--> statement-breakpoint
CREATE UNIQUE INDEX "import_export_jobs_one_reprocess_key" ON "import_export_jobs" USING btree ("file_hash","register") WHERE "import_export_jobs"."type" = 'IMPORTACAO' and "import_export_jobs"."status" = 'PROCESSANDO' and "import_export_jobs"."source_job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "impulse_items_code_key" ON "impulse_items" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "innovation_products_code_key" ON "innovation_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "innovation_products_sku_id_idx" ON "innovation_products" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "innovation_products_commodity_id_idx" ON "innovation_products" USING btree ("commodity_id");--> statement-breakpoint
CREATE INDEX "innovation_products_region_id_idx" ON "innovation_products" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_orders_code_key" ON "internal_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "internal_orders_commodity_id_idx" ON "internal_orders" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microregions_code_key" ON "microregions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "microregions_region_id_idx" ON "microregions" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pack_categories_code_key" ON "pack_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pack_categories_category_id_idx" ON "pack_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pdv_customers_code_key" ON "pdv_customers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pdv_customers_customer_id_idx" ON "pdv_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppa_products_code_key" ON "ppa_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ppa_products_brand_id_idx" ON "ppa_products" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_groups_code_key" ON "product_groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_groups_commodity_id_idx" ON "product_groups" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_code_key" ON "regions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "regions_grouped_commodity_id_idx" ON "regions" USING btree ("grouped_commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_code_key" ON "segments" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_code_key" ON "skus" USING btree ("code");--> statement-breakpoint
CREATE INDEX "skus_ppa_product_id_idx" ON "skus" USING btree ("ppa_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subregions_code_key" ON "subregions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "subregions_region_id_idx" ON "subregions" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "target_execution_categories_code_key" ON "target_execution_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "target_execution_categories_category_id_idx" ON "target_execution_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "target_execution_products_code_key" ON "target_execution_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "target_execution_products_target_execution_category_id_idx" ON "target_execution_products" USING btree ("target_execution_category_id");--> statement-breakpoint
CREATE INDEX "target_execution_products_sku_id_idx" ON "target_execution_products" USING btree ("sku_id");