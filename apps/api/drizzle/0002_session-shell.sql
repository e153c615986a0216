CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"to_name" varchar(200) NOT NULL,
	"template" varchar(40) NOT NULL,
	"params" jsonb NOT NULL,
	"language" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "nps_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nota" smallint NOT NULL,
	"comentario" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nps_answers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "nps_answers_nota_check" CHECK ("nps_answers"."nota" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_links_purpose_check" CHECK ("password_links"."purpose" in ('RESET', 'FIRST_PASSWORD'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_state" varchar(20) DEFAULT 'CADASTRADO' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_justification" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nps_answers" ADD CONSTRAINT "nps_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_state_check" CHECK (access_state in ('PRIMEIRO_ACESSO', 'EM_APROVACAO', 'REPROVADO', 'SOLICITACAO_EDICAO', 'EM_VALIDACAO', 'CADASTRADO'));