CREATE TABLE "user_access_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"decision" varchar(10) NOT NULL,
	"request_justification" text,
	"justification" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_access_decisions_kind_check" CHECK (kind in ('PRIMEIRO_ACESSO', 'EDICAO')),
	CONSTRAINT "user_access_decisions_decision_check" CHECK (decision in ('APROVADO', 'REPROVADO'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "user_access_decisions" ADD CONSTRAINT "user_access_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_decisions" ADD CONSTRAINT "user_access_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_access_decisions_user_idx" ON "user_access_decisions" USING btree ("user_id");