CREATE TABLE "integration_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"tab" varchar(30) NOT NULL,
	"values" jsonb NOT NULL,
	"resolved" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" jsonb
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(30) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"language" varchar(10) NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" jsonb,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sell_in" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"competence" date NOT NULL,
	"volume" numeric(18, 3) NOT NULL,
	"gsv" numeric(18, 2) NOT NULL,
	"niv" numeric(18, 2) NOT NULL,
	"gross_revenue" numeric(18, 2) NOT NULL,
	"integration_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_rows" ADD CONSTRAINT "integration_rows_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_in" ADD CONSTRAINT "sell_in_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_in" ADD CONSTRAINT "sell_in_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_in" ADD CONSTRAINT "sell_in_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_rows_tab_idx" ON "integration_rows" USING btree ("integration_id","tab","row_number");--> statement-breakpoint
CREATE INDEX "integrations_kind_idx" ON "integrations" USING btree ("kind","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sell_in_customer_sku_competence_key" ON "sell_in" USING btree ("customer_id","sku_id","competence");--> statement-breakpoint
CREATE INDEX "sell_in_competence_idx" ON "sell_in" USING btree ("competence");