CREATE TABLE "ascertainment_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"ascertainment_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"agreement_id" integer NOT NULL,
	"competence" date NOT NULL,
	"sequence" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"mime" varchar(120) NOT NULL,
	"size" bigint NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"removal_justification" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "ascertainment_evidence" ADD CONSTRAINT "ascertainment_evidence_ascertainment_id_ascertainments_id_fk" FOREIGN KEY ("ascertainment_id") REFERENCES "public"."ascertainments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascertainment_evidence_ascertainment_idx" ON "ascertainment_evidence" USING btree ("ascertainment_id","id");--> statement-breakpoint
CREATE INDEX "ascertainment_evidence_agreement_idx" ON "ascertainment_evidence" USING btree ("agreement_id","competence");