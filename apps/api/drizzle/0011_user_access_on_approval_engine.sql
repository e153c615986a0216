CREATE TABLE "user_access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"justification" text,
	"approval_request_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_access_requests_kind_check" CHECK (kind in ('PRIMEIRO_ACESSO', 'EDICAO'))
);
--> statement-breakpoint
-- Access requests now run on the approval engine (action type ACESSO_USUARIO). Each decision
-- kept so far becomes a closed one-step item with its decision, and each request still waiting
-- becomes a pending item without a flow; its step is staffed with the holders of the deciding
-- role at its first decision, as every item without a flow is.
DO $$
DECLARE
  kept record;
  waiting record;
  item integer;
BEGIN
  FOR kept IN SELECT * FROM user_access_decisions ORDER BY id LOOP
    INSERT INTO approval_requests (action_type, entity, entity_id, flow_id, flow_name, requester_id,
      status, current_step, step_count, started_at, updated_at, closed_at)
    VALUES ('ACESSO_USUARIO', 'user', kept.user_id::text, NULL, 'Aprovação de acesso (sem fluxo configurado)',
      kept.user_id, kept.decision, 1, 1, kept.decided_at, kept.decided_at, kept.decided_at)
    RETURNING id INTO item;
    INSERT INTO approval_decisions (request_id, step_number, user_id, decision, justification, decided_at)
    VALUES (item, 1, coalesce(kept.decided_by, kept.user_id), kept.decision, kept.justification, kept.decided_at);
    INSERT INTO user_access_requests (user_id, kind, justification, approval_request_id, requested_at)
    VALUES (kept.user_id, kept.kind, kept.request_justification, item, kept.decided_at);
  END LOOP;
  FOR waiting IN SELECT id, access_state, access_justification, access_requested_at FROM users
      WHERE access_state IN ('PRIMEIRO_ACESSO', 'EM_APROVACAO', 'SOLICITACAO_EDICAO', 'EM_VALIDACAO') ORDER BY id LOOP
    INSERT INTO approval_requests (action_type, entity, entity_id, flow_id, flow_name, requester_id,
      status, current_step, step_count, started_at)
    VALUES ('ACESSO_USUARIO', 'user', waiting.id::text, NULL, 'Aprovação de acesso (sem fluxo configurado)',
      waiting.id, 'EM_APROVACAO', 1, 1, coalesce(waiting.access_requested_at, now()))
    RETURNING id INTO item;
    INSERT INTO user_access_requests (user_id, kind, justification, approval_request_id, requested_at)
    VALUES (waiting.id,
      CASE WHEN waiting.access_state IN ('PRIMEIRO_ACESSO', 'EM_APROVACAO') THEN 'PRIMEIRO_ACESSO' ELSE 'EDICAO' END,
      waiting.access_justification, item, coalesce(waiting.access_requested_at, now()));
  END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE "user_access_decisions" CASCADE;--> statement-breakpoint
ALTER TABLE "user_access_requests" ADD CONSTRAINT "user_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_access_requests_user_idx" ON "user_access_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_access_requests_approval_key" ON "user_access_requests" USING btree ("approval_request_id");