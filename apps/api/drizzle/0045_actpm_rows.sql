CREATE TABLE "actpm_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"competence" date NOT NULL,
	"budget_type_code" varchar(40) NOT NULL,
	"actpm_code" varchar(20),
	"commodity_code" varchar(40) NOT NULL,
	"channel_code" varchar(40) NOT NULL,
	"budget" numeric(18, 2) NOT NULL,
	"reserved" numeric(18, 2) NOT NULL,
	"consumed" numeric(18, 2) NOT NULL,
	"paid" numeric(18, 2) NOT NULL,
	"ascertained" numeric(18, 2) NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	"status" varchar(10) NOT NULL,
	"ascertained_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "actpm_rows_status_check" CHECK ("actpm_rows"."status" in ('APURADO', 'APROVADO')),
	CONSTRAINT "actpm_rows_money_check" CHECK ("actpm_rows"."reserved" >= 0 and "actpm_rows"."consumed" >= 0 and "actpm_rows"."paid" >= 0 and "actpm_rows"."ascertained" >= 0),
	CONSTRAINT "actpm_rows_approved_check" CHECK (("actpm_rows"."status" = 'APROVADO') = ("actpm_rows"."approved_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "actpm_rows_key" ON "actpm_rows" USING btree ("competence","budget_type_code","commodity_code","channel_code");--> statement-breakpoint
CREATE INDEX "actpm_rows_status" ON "actpm_rows" USING btree ("status","competence");