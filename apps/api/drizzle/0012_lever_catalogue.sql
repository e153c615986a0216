CREATE TABLE "lever_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lever_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"competence" date NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	CONSTRAINT "lever_events_value_check" CHECK ("lever_events"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "levers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"channel_code" varchar(40) NOT NULL,
	"validity_start" date NOT NULL,
	"validity_end" date,
	"periodicities" varchar(12)[] NOT NULL,
	"needs_evidence" boolean DEFAULT false NOT NULL,
	"calculation_model" varchar(20) NOT NULL,
	"ascertainment_origin" varchar(10) NOT NULL,
	"calculation_basis" varchar(15),
	"customer_id" integer,
	"payer_customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "levers_model_check" CHECK ("levers"."calculation_model" in ('PERCENT_OF_BASE', 'GOAL', 'GROWTH', 'STORE_COMPLIANCE', 'QUOTA_EVENT', 'FIXED_VALUE')),
	CONSTRAINT "levers_origin_check" CHECK ("levers"."ascertainment_origin" in ('SELL_IN', 'SELL_OUT', 'DMS', 'EVIDENCE')),
	CONSTRAINT "levers_basis_check" CHECK ("levers"."calculation_basis" is null or "levers"."calculation_basis" in ('NIV', 'GSV', 'GROSS_REVENUE')),
	CONSTRAINT "levers_validity_check" CHECK ("levers"."validity_end" is null or "levers"."validity_end" >= "levers"."validity_start")
);
--> statement-breakpoint
ALTER TABLE "lever_events" ADD CONSTRAINT "lever_events_lever_id_levers_id_fk" FOREIGN KEY ("lever_id") REFERENCES "public"."levers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levers" ADD CONSTRAINT "levers_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "levers" ADD CONSTRAINT "levers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levers" ADD CONSTRAINT "levers_payer_customer_id_customers_id_fk" FOREIGN KEY ("payer_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lever_events_lever_idx" ON "lever_events" USING btree ("lever_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "levers_channel_name_key" ON "levers" USING btree ("channel_code",lower("name"));--> statement-breakpoint
CREATE INDEX "levers_name_trgm_idx" ON "levers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "levers_validity_idx" ON "levers" USING btree ("validity_start","validity_end");