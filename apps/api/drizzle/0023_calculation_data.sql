CREATE TABLE "calc_changed_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"competence" date NOT NULL,
	"source" varchar(10) NOT NULL,
	"job_id" uuid,
	"integration_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"competence" date NOT NULL,
	"volume" numeric(18, 3) NOT NULL,
	"gsv" numeric(18, 2) NOT NULL,
	"niv" numeric(18, 2) NOT NULL,
	"gross_revenue" numeric(18, 2) NOT NULL,
	"job_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dms_competence_check" CHECK (extract(day from "dms"."competence") = 1)
);
--> statement-breakpoint
CREATE TABLE "sell_out" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"competence" date NOT NULL,
	"volume" numeric(18, 3) NOT NULL,
	"gsv" numeric(18, 2) NOT NULL,
	"niv" numeric(18, 2) NOT NULL,
	"gross_revenue" numeric(18, 2) NOT NULL,
	"job_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_out_competence_check" CHECK (extract(day from "sell_out"."competence") = 1)
);
--> statement-breakpoint
ALTER TABLE "sell_in" DROP CONSTRAINT "sell_in_integration_id_integrations_id_fk";
--> statement-breakpoint
ALTER TABLE "sell_in" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "calc_changed_periods" ADD CONSTRAINT "calc_changed_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calc_changed_periods_changed_at_idx" ON "calc_changed_periods" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "calc_changed_periods_customer_idx" ON "calc_changed_periods" USING btree ("customer_id","competence");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_distributor_store_sku_competence_key" ON "dms" USING btree ("distributor_id","store_id","sku_id","competence");--> statement-breakpoint
CREATE INDEX "dms_competence_customer_idx" ON "dms" USING btree ("competence","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sell_out_store_sku_competence_key" ON "sell_out" USING btree ("store_id","sku_id","competence");--> statement-breakpoint
CREATE INDEX "sell_out_competence_customer_idx" ON "sell_out" USING btree ("competence","customer_id");