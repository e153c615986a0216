CREATE TABLE "agreement_sap_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"lever_id" integer NOT NULL,
	"state" varchar(20) NOT NULL,
	"condition_number" varchar(10),
	"refusal_reason" varchar(500),
	"set_up_discount_percent" numeric(9, 4),
	"set_up_validity_start" date NOT NULL,
	"set_up_validity_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "agreement_sap_conditions_state_check" CHECK ("agreement_sap_conditions"."state" in ('PENDENTE', 'CADASTRADA', 'RECUSADA'))
);
--> statement-breakpoint
ALTER TABLE "agreement_sap_conditions" ADD CONSTRAINT "agreement_sap_conditions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_sap_conditions" ADD CONSTRAINT "agreement_sap_conditions_lever_id_levers_id_fk" FOREIGN KEY ("lever_id") REFERENCES "public"."levers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_sap_conditions_lever_idx" ON "agreement_sap_conditions" USING btree ("agreement_id","lever_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_sap_conditions_number_idx" ON "agreement_sap_conditions" USING btree ("condition_number") WHERE "agreement_sap_conditions"."condition_number" is not null;