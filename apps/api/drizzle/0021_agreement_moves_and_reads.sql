ALTER TABLE "agreement_levers" ADD COLUMN "inactive_periods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "terminated_on" date;--> statement-breakpoint
CREATE INDEX "audit_log_entity_action_idx" ON "audit_log" USING btree ("entity","action","at");