CREATE INDEX "agreements_validity_start_idx" ON "agreements" USING btree ("validity_start","id");--> statement-breakpoint
CREATE INDEX "agreements_validity_end_idx" ON "agreements" USING btree ("validity_end","id");--> statement-breakpoint
CREATE INDEX "agreements_description_idx" ON "agreements" USING btree ("description","id");