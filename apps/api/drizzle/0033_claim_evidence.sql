ALTER TABLE "ascertainment_claims" ADD COLUMN "evidence_name" varchar(200);--> statement-breakpoint
ALTER TABLE "ascertainment_claims" ADD COLUMN "evidence_key" varchar(200);--> statement-breakpoint
ALTER TABLE "ascertainment_claims" ADD COLUMN "evidence_mime" varchar(60);--> statement-breakpoint
ALTER TABLE "ascertainment_claims" ADD CONSTRAINT "ascertainment_claims_evidence_check" CHECK (("ascertainment_claims"."evidence_key" is null) = ("ascertainment_claims"."evidence_name" is null) and ("ascertainment_claims"."evidence_key" is null) = ("ascertainment_claims"."evidence_mime" is null));