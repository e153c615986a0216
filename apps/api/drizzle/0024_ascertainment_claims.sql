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
ALTER TABLE "ascertainment_claims" ADD CONSTRAINT "ascertainment_claims_ascertainment_id_ascertainments_id_fk" FOREIGN KEY ("ascertainment_id") REFERENCES "public"."ascertainments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascertainment_claims_ascertainment_idx" ON "ascertainment_claims" USING btree ("ascertainment_id","id");