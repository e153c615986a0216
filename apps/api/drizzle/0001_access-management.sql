CREATE TABLE "approval_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"step_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"decision" varchar(10) NOT NULL,
	"justification" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_decisions_decision_check" CHECK ("approval_decisions"."decision" in ('APROVADO', 'REPROVADO'))
);
--> statement-breakpoint
CREATE TABLE "approval_flow_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"step_number" integer NOT NULL,
	CONSTRAINT "approval_flow_steps_flow_step_key" UNIQUE("flow_id","step_number")
);
--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_type" varchar(40) NOT NULL,
	"requester_profile_id" integer,
	"name" varchar(150) NOT NULL,
	"channel" varchar(40),
	"budget_type" varchar(40),
	"payment_origin" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "approval_flows_criteria_key" UNIQUE NULLS NOT DISTINCT("action_type","requester_profile_id","channel","budget_type","payment_origin"),
	CONSTRAINT "approval_flows_action_type_check" CHECK ("approval_flows"."action_type" in ('ACORDO_COMERCIAL', 'ALTERACAO_ALAVANCA', 'APURACAO', 'RECLAMACAO', 'VALIDACAO_PAGAMENTO', 'LIBERACAO_VERBA', 'ADICAO_VERBA', 'PASTA_CICLO', 'MIGRACAO', 'CONTRATO_PERCENTUAL', 'APURACAO_AVULSA', 'ACESSO_USUARIO'))
);
--> statement-breakpoint
CREATE TABLE "approval_request_steps" (
	"request_id" integer NOT NULL,
	"step_number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	CONSTRAINT "approval_request_steps_request_id_step_number_user_id_kind_pk" PRIMARY KEY("request_id","step_number","user_id","kind"),
	CONSTRAINT "approval_request_steps_kind_check" CHECK ("approval_request_steps"."kind" in ('RESPONSAVEL', 'NOTIFICADO'))
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_type" varchar(40) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(60) NOT NULL,
	"flow_id" integer,
	"flow_name" varchar(150) NOT NULL,
	"requester_id" integer NOT NULL,
	"status" varchar(14) NOT NULL,
	"current_step" integer NOT NULL,
	"step_count" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('EM_APROVACAO', 'APROVADO', 'REPROVADO'))
);
--> statement-breakpoint
CREATE TABLE "approval_step_members" (
	"step_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	CONSTRAINT "approval_step_members_step_id_user_id_kind_pk" PRIMARY KEY("step_id","user_id","kind"),
	CONSTRAINT "approval_step_members_kind_check" CHECK ("approval_step_members"."kind" in ('RESPONSAVEL', 'NOTIFICADO'))
);
--> statement-breakpoint
CREATE TABLE "calendar_event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_date" date NOT NULL,
	"description" varchar(500) NOT NULL,
	"color" varchar(7) NOT NULL,
	"event_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "calendar_events_color_check" CHECK ("calendar_events"."color" ~ '^#[0-9A-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "profile_budget_types" (
	"profile_id" integer NOT NULL,
	"budget_type_code" varchar(40) NOT NULL,
	CONSTRAINT "profile_budget_types_profile_id_budget_type_code_pk" PRIMARY KEY("profile_id","budget_type_code")
);
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_flow_steps" ADD CONSTRAINT "approval_flow_steps_flow_id_approval_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."approval_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_requester_profile_id_profiles_id_fk" FOREIGN KEY ("requester_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_steps" ADD CONSTRAINT "approval_request_steps_request_id_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_steps" ADD CONSTRAINT "approval_request_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_flow_id_approval_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."approval_flows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step_members" ADD CONSTRAINT "approval_step_members_step_id_approval_flow_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."approval_flow_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step_members" ADD CONSTRAINT "approval_step_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_event_type_id_calendar_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."calendar_event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_budget_types" ADD CONSTRAINT "profile_budget_types_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_decisions_request_idx" ON "approval_decisions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "approval_request_steps_user_idx" ON "approval_request_steps" USING btree ("user_id","kind","step_number");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_entity_key" ON "approval_requests" USING btree ("entity","entity_id") WHERE "approval_requests"."status" = 'EM_APROVACAO';--> statement-breakpoint
CREATE INDEX "approval_requests_entity_idx" ON "approval_requests" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "approval_step_members_user_idx" ON "approval_step_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_event_types_name_lower_key" ON "calendar_event_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "calendar_events_date_idx" ON "calendar_events" USING btree ("event_date","id");