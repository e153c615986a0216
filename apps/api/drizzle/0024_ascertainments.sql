CREATE TABLE "ascertainment_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"ascertainment_id" integer NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"justification" varchar(500) NOT NULL,
	"status" varchar(20) DEFAULT 'AGUARDANDO_ANALISE' NOT NULL,
	"decision_justification" varchar(500),
	"approval_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ascertainment_claims_status_check" CHECK ("ascertainment_claims"."status" in ('AGUARDANDO_ANALISE', 'APROVADA', 'REPROVADA')),
	CONSTRAINT "ascertainment_claims_value_check" CHECK ("ascertainment_claims"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "ascertainment_line_inputs" (
	"line_id" integer NOT NULL,
	"role" varchar(12) NOT NULL,
	"source" varchar(10) NOT NULL,
	"row_id" bigint NOT NULL,
	CONSTRAINT "ascertainment_line_inputs_line_id_role_source_row_id_pk" PRIMARY KEY("line_id","role","source","row_id"),
	CONSTRAINT "ascertainment_line_inputs_role_check" CHECK ("ascertainment_line_inputs"."role" in ('BASE', 'GROWTH_BASE'))
);
--> statement-breakpoint
CREATE TABLE "ascertainment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"ascertainment_id" integer NOT NULL,
	"agreement_lever_id" integer NOT NULL,
	"position" integer NOT NULL,
	"lever_id" integer NOT NULL,
	"calculation_model" varchar(20) NOT NULL,
	"calculation_basis" varchar(15),
	"origin" varchar(10) NOT NULL,
	"funds_type" varchar(3) NOT NULL,
	"status" varchar(15) NOT NULL,
	"accurate_value" numeric(18, 2),
	"achievement_percent" numeric,
	"rate_percent" numeric,
	"validated_value" numeric(18, 2),
	"validation_justification" varchar(500),
	"final_value" numeric(18, 2),
	"final_justification" varchar(500),
	"abatement" numeric(18, 2) DEFAULT '0' NOT NULL,
	"to_pay" numeric(18, 2),
	"steps" jsonb NOT NULL,
	"inconsistencies" jsonb NOT NULL,
	"input_rows" integer DEFAULT 0 NOT NULL,
	"input_digest" text DEFAULT '' NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ascertainment_lines_status_check" CHECK ("ascertainment_lines"."status" in ('APURADA', 'SEM_DADOS', 'VALIDADA')),
	CONSTRAINT "ascertainment_lines_to_pay_check" CHECK ("ascertainment_lines"."to_pay" is null or "ascertainment_lines"."to_pay" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ascertainments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"commodity_code" varchar(40) NOT NULL,
	"period_code" varchar(4) NOT NULL,
	"period_year" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" varchar(20) DEFAULT 'EM_VALIDACAO' NOT NULL,
	"deadline" date NOT NULL,
	"approval_request_id" integer,
	"reproval_justification" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ascertainments_status_check" CHECK ("ascertainments"."status" in ('EM_VALIDACAO', 'EM_APROVACAO', 'APROVADA', 'REPROVADA'))
);
--> statement-breakpoint
ALTER TABLE "ascertainment_claims" ADD CONSTRAINT "ascertainment_claims_ascertainment_id_ascertainments_id_fk" FOREIGN KEY ("ascertainment_id") REFERENCES "public"."ascertainments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascertainment_line_inputs" ADD CONSTRAINT "ascertainment_line_inputs_line_id_ascertainment_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."ascertainment_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascertainment_lines" ADD CONSTRAINT "ascertainment_lines_ascertainment_id_ascertainments_id_fk" FOREIGN KEY ("ascertainment_id") REFERENCES "public"."ascertainments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascertainment_lines" ADD CONSTRAINT "ascertainment_lines_lever_id_levers_id_fk" FOREIGN KEY ("lever_id") REFERENCES "public"."levers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascertainments" ADD CONSTRAINT "ascertainments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascertainment_claims_ascertainment_idx" ON "ascertainment_claims" USING btree ("ascertainment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ascertainment_lines_lever_key" ON "ascertainment_lines" USING btree ("ascertainment_id","agreement_lever_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ascertainments_identity_key" ON "ascertainments" USING btree ("agreement_id","commodity_code","period_code","period_year");--> statement-breakpoint
CREATE INDEX "ascertainments_status_idx" ON "ascertainments" USING btree ("status","period_end","id");--> statement-breakpoint
CREATE INDEX "ascertainments_period_end_idx" ON "ascertainments" USING btree ("period_end","id");