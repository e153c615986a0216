CREATE TABLE "category_percentages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"year" integer NOT NULL,
	"channel_id" integer,
	"commodity_id" integer,
	"category_id" integer NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
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
CREATE TABLE "cycle_folder_appreciation_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"appreciation_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"customer_code" varchar(40) NOT NULL,
	"finance_volume" numeric(15, 3),
	"category_code" varchar(40),
	"category_sales" numeric(18, 2),
	"percentage" numeric(9, 4),
	"category_percentage_id" integer,
	"appreciated_value" numeric(18, 2) NOT NULL,
	CONSTRAINT "cycle_folder_appreciation_rows_value_check" CHECK ("cycle_folder_appreciation_rows"."appreciated_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cycle_folder_appreciations" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"method" varchar(25) NOT NULL,
	"status" varchar(15) DEFAULT 'EM_CADASTRO' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cycle_folder_appreciations_status_check" CHECK ("cycle_folder_appreciations"."status" in ('EM_CADASTRO', 'CONFIRMADA')),
	CONSTRAINT "cycle_folder_appreciations_method_check" CHECK ("cycle_folder_appreciations"."method" in ('VOLUME', 'PERCENTUAL_CATEGORIA'))
);
--> statement-breakpoint
ALTER TABLE "category_percentages" ADD CONSTRAINT "category_percentages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_percentages" ADD CONSTRAINT "category_percentages_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_percentages" ADD CONSTRAINT "category_percentages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_appreciation_rows" ADD CONSTRAINT "cycle_folder_appreciation_rows_appreciation_id_cycle_folder_appreciations_id_fk" FOREIGN KEY ("appreciation_id") REFERENCES "public"."cycle_folder_appreciations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_appreciation_rows" ADD CONSTRAINT "cycle_folder_appreciation_rows_action_id_cycle_folder_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."cycle_folder_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_appreciations" ADD CONSTRAINT "cycle_folder_appreciations_folder_id_cycle_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cycle_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_percentages_code_key" ON "category_percentages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "category_percentages_code_trgm_idx" ON "category_percentages" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "category_percentages_name_trgm_idx" ON "category_percentages" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "category_percentages_channel_id_idx" ON "category_percentages" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "category_percentages_commodity_id_idx" ON "category_percentages" USING btree ("commodity_id");--> statement-breakpoint
CREATE INDEX "category_percentages_category_id_idx" ON "category_percentages" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_appreciation_rows_key" ON "cycle_folder_appreciation_rows" USING btree ("appreciation_id","action_id","customer_code");--> statement-breakpoint
CREATE INDEX "cycle_folder_appreciation_rows_action_idx" ON "cycle_folder_appreciation_rows" USING btree ("action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_appreciations_folder_key" ON "cycle_folder_appreciations" USING btree ("folder_id");