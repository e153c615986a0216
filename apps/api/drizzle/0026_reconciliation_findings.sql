CREATE TABLE "ascertainment_reconciliations" (
	"ascertainment_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ascertainment_id" integer NOT NULL,
	"code" varchar(30) NOT NULL,
	"detail" text NOT NULL,
	"override_justification" varchar(500),
	"overridden_by" integer,
	"overridden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_findings_code_check" CHECK ("reconciliation_findings"."code" in ('NO_SELL_IN', 'NO_ACHIEVEMENT', 'CUSTOMERS_NOT_INTEGRATED', 'OUT_OF_TOLERANCE', 'LEVER_NOT_ASCERTAINED'))
);
--> statement-breakpoint
ALTER TABLE "ascertainment_reconciliations" ADD CONSTRAINT "ascertainment_reconciliations_ascertainment_id_ascertainments_id_fk" FOREIGN KEY ("ascertainment_id") REFERENCES "public"."ascertainments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_ascertainment_id_ascertainments_id_fk" FOREIGN KEY ("ascertainment_id") REFERENCES "public"."ascertainments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_findings_ascertainment_idx" ON "reconciliation_findings" USING btree ("ascertainment_id","code");