CREATE TABLE "agreement_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_signatures_agreement_idx" ON "agreement_signatures" USING btree ("agreement_id","imported_at");