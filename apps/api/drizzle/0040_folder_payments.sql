ALTER TABLE "payment_items" ALTER COLUMN "ascertainment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_items" ALTER COLUMN "ascertainment_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_items" ALTER COLUMN "agreement_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "folder_action_id" integer;--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "appreciation_row_id" integer;--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "taken_over" numeric(18, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_appreciation_row_key" ON "payment_items" USING btree ("appreciation_row_id") WHERE "payment_items"."active";--> statement-breakpoint
CREATE INDEX "payment_items_folder_idx" ON "payment_items" USING btree ("folder_id");--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_source_check" CHECK (("payment_items"."ascertainment_line_id" is not null and "payment_items"."ascertainment_id" is not null and "payment_items"."agreement_id" is not null
        and "payment_items"."appreciation_row_id" is null and "payment_items"."folder_action_id" is null and "payment_items"."folder_id" is null)
      or ("payment_items"."ascertainment_line_id" is null and "payment_items"."ascertainment_id" is null and "payment_items"."agreement_id" is null
        and "payment_items"."appreciation_row_id" is not null and "payment_items"."folder_action_id" is not null and "payment_items"."folder_id" is not null));