CREATE TABLE "agreement_template_creations" (
	"file_hash" varchar(64) NOT NULL,
	"agreement_key" varchar(40) NOT NULL,
	"agreement_id" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_template_creations_file_hash_agreement_key_pk" PRIMARY KEY("file_hash","agreement_key")
);
--> statement-breakpoint
ALTER TABLE "lever_sheet_upload_rows" RENAME TO "sheet_upload_rows";--> statement-breakpoint
ALTER TABLE "lever_sheet_uploads" RENAME TO "sheet_uploads";--> statement-breakpoint
ALTER TABLE "sheet_upload_rows" DROP CONSTRAINT "lever_sheet_upload_rows_upload_id_lever_sheet_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "sheet_uploads" DROP CONSTRAINT "lever_sheet_uploads_uploaded_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "lever_sheet_upload_rows_outcome_idx";--> statement-breakpoint
DROP INDEX "lever_sheet_uploads_created_idx";--> statement-breakpoint
ALTER TABLE "agreement_template_creations" ADD CONSTRAINT "agreement_template_creations_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_upload_rows" ADD CONSTRAINT "sheet_upload_rows_upload_id_sheet_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."sheet_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_uploads" ADD CONSTRAINT "sheet_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sheet_upload_rows_outcome_idx" ON "sheet_upload_rows" USING btree ("upload_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "sheet_uploads_created_idx" ON "sheet_uploads" USING btree ("created_at");