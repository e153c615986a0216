CREATE TABLE "ascertainment_payer_parts" (
	"ascertainment_id" integer NOT NULL,
	"payer_code" varchar(40) NOT NULL,
	"position" integer NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"justification" varchar(500) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ascertainment_payer_parts_ascertainment_id_payer_code_pk" PRIMARY KEY("ascertainment_id","payer_code"),
	CONSTRAINT "ascertainment_payer_parts_value_check" CHECK ("ascertainment_payer_parts"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ascertainment_payer_parts" ADD CONSTRAINT "ascertainment_payer_parts_ascertainment_id_ascertainments_id_fk" FOREIGN KEY ("ascertainment_id") REFERENCES "public"."ascertainments"("id") ON DELETE cascade ON UPDATE no action;