ALTER TABLE "lever_sheet_upload_rows" RENAME TO "sheet_upload_rows";--> statement-breakpoint
ALTER TABLE "lever_sheet_uploads" RENAME TO "sheet_uploads";--> statement-breakpoint
ALTER TABLE "sheet_upload_rows" DROP CONSTRAINT "lever_sheet_upload_rows_upload_id_lever_sheet_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "sheet_uploads" DROP CONSTRAINT "lever_sheet_uploads_uploaded_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "lever_sheet_upload_rows_outcome_idx";--> statement-breakpoint
DROP INDEX "lever_sheet_uploads_created_idx";--> statement-breakpoint
ALTER TABLE "sheet_upload_rows" ADD CONSTRAINT "sheet_upload_rows_upload_id_sheet_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."sheet_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_uploads" ADD CONSTRAINT "sheet_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sheet_upload_rows_outcome_idx" ON "sheet_upload_rows" USING btree ("upload_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "sheet_uploads_created_idx" ON "sheet_uploads" USING btree ("created_at");