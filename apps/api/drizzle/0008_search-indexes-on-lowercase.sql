DROP INDEX "brands_code_trgm_idx";--> statement-breakpoint
DROP INDEX "brands_name_trgm_idx";--> statement-breakpoint
DROP INDEX "budget_types_code_trgm_idx";--> statement-breakpoint
DROP INDEX "budget_types_name_trgm_idx";--> statement-breakpoint
DROP INDEX "categories_code_trgm_idx";--> statement-breakpoint
DROP INDEX "categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "channels_code_trgm_idx";--> statement-breakpoint
DROP INDEX "channels_name_trgm_idx";--> statement-breakpoint
DROP INDEX "commodities_code_trgm_idx";--> statement-breakpoint
DROP INDEX "commodities_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_code_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_cnpj_trgm_idx";--> statement-breakpoint
DROP INDEX "cvas_code_trgm_idx";--> statement-breakpoint
DROP INDEX "cvas_name_trgm_idx";--> statement-breakpoint
DROP INDEX "economic_groups_code_trgm_idx";--> statement-breakpoint
DROP INDEX "economic_groups_name_trgm_idx";--> statement-breakpoint
DROP INDEX "goal_execution_questions_code_trgm_idx";--> statement-breakpoint
DROP INDEX "goal_execution_questions_name_trgm_idx";--> statement-breakpoint
DROP INDEX "impulse_items_code_trgm_idx";--> statement-breakpoint
DROP INDEX "impulse_items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "innovation_products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "innovation_products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "internal_orders_code_trgm_idx";--> statement-breakpoint
DROP INDEX "internal_orders_name_trgm_idx";--> statement-breakpoint
DROP INDEX "microregions_code_trgm_idx";--> statement-breakpoint
DROP INDEX "microregions_name_trgm_idx";--> statement-breakpoint
DROP INDEX "pack_categories_code_trgm_idx";--> statement-breakpoint
DROP INDEX "pack_categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "pdv_customers_code_trgm_idx";--> statement-breakpoint
DROP INDEX "pdv_customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "pdv_customers_cnpj_trgm_idx";--> statement-breakpoint
DROP INDEX "ppa_products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "ppa_products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "product_groups_code_trgm_idx";--> statement-breakpoint
DROP INDEX "product_groups_name_trgm_idx";--> statement-breakpoint
DROP INDEX "regions_code_trgm_idx";--> statement-breakpoint
DROP INDEX "regions_name_trgm_idx";--> statement-breakpoint
DROP INDEX "segments_code_trgm_idx";--> statement-breakpoint
DROP INDEX "segments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "skus_code_trgm_idx";--> statement-breakpoint
DROP INDEX "skus_name_trgm_idx";--> statement-breakpoint
DROP INDEX "skus_ean_trgm_idx";--> statement-breakpoint
DROP INDEX "subregions_code_trgm_idx";--> statement-breakpoint
DROP INDEX "subregions_name_trgm_idx";--> statement-breakpoint
DROP INDEX "target_execution_categories_code_trgm_idx";--> statement-breakpoint
DROP INDEX "target_execution_categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "target_execution_products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "target_execution_products_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "brands_code_trgm_idx" ON "brands" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_types_code_trgm_idx" ON "budget_types" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_types_name_trgm_idx" ON "budget_types" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_code_trgm_idx" ON "categories" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_code_trgm_idx" ON "channels" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_name_trgm_idx" ON "channels" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commodities_code_trgm_idx" ON "commodities" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commodities_name_trgm_idx" ON "commodities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_code_trgm_idx" ON "customers" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_cnpj_trgm_idx" ON "customers" USING gin (lower("cnpj") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cvas_code_trgm_idx" ON "cvas" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cvas_name_trgm_idx" ON "cvas" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "economic_groups_code_trgm_idx" ON "economic_groups" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "economic_groups_name_trgm_idx" ON "economic_groups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goal_execution_questions_code_trgm_idx" ON "goal_execution_questions" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goal_execution_questions_name_trgm_idx" ON "goal_execution_questions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "impulse_items_code_trgm_idx" ON "impulse_items" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "impulse_items_name_trgm_idx" ON "impulse_items" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "innovation_products_code_trgm_idx" ON "innovation_products" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "innovation_products_name_trgm_idx" ON "innovation_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "internal_orders_code_trgm_idx" ON "internal_orders" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "internal_orders_name_trgm_idx" ON "internal_orders" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "microregions_code_trgm_idx" ON "microregions" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "microregions_name_trgm_idx" ON "microregions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pack_categories_code_trgm_idx" ON "pack_categories" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pack_categories_name_trgm_idx" ON "pack_categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pdv_customers_code_trgm_idx" ON "pdv_customers" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pdv_customers_name_trgm_idx" ON "pdv_customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pdv_customers_cnpj_trgm_idx" ON "pdv_customers" USING gin (lower("cnpj") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ppa_products_code_trgm_idx" ON "ppa_products" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ppa_products_name_trgm_idx" ON "ppa_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_groups_code_trgm_idx" ON "product_groups" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_groups_name_trgm_idx" ON "product_groups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_code_trgm_idx" ON "regions" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_name_trgm_idx" ON "regions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "segments_code_trgm_idx" ON "segments" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "segments_name_trgm_idx" ON "segments" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_code_trgm_idx" ON "skus" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_name_trgm_idx" ON "skus" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skus_ean_trgm_idx" ON "skus" USING gin (lower("ean") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subregions_code_trgm_idx" ON "subregions" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subregions_name_trgm_idx" ON "subregions" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "target_execution_categories_code_trgm_idx" ON "target_execution_categories" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "target_execution_categories_name_trgm_idx" ON "target_execution_categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "target_execution_products_code_trgm_idx" ON "target_execution_products" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "target_execution_products_name_trgm_idx" ON "target_execution_products" USING gin (lower("name") gin_trgm_ops);