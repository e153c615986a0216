ALTER TABLE "agreement_levers" ALTER COLUMN "status" SET DATA TYPE varchar(25);--> statement-breakpoint
ALTER TABLE "agreement_levers" ALTER COLUMN "status" SET DEFAULT 'ATIVA';--> statement-breakpoint
ALTER TABLE "agreement_levers" ADD COLUMN "pending_values" jsonb;--> statement-breakpoint
ALTER TABLE "agreement_levers" ADD COLUMN "approval_request_id" integer;