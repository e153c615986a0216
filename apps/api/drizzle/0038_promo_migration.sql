CREATE TABLE "holding_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"economic_group_code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"competence" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"economic_group_code" varchar(40) NOT NULL,
	"channel_code" varchar(40) NOT NULL,
	"year" integer NOT NULL,
	"status" varchar(15) NOT NULL,
	"competence" date,
	"target_budget_type" varchar(40),
	"approval_request_id" integer,
	"justification" varchar(500),
	"moved" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "promo_migrations_status_check" CHECK ("promo_migrations"."status" in ('NAO_MIGRADO', 'EM_APROVACAO', 'APROVADO', 'EXCLUIDO')),
	CONSTRAINT "promo_migrations_year_check" CHECK ("promo_migrations"."year" between 2000 and 2100)
);
--> statement-breakpoint
ALTER TABLE "holding_flags" ADD CONSTRAINT "holding_flags_economic_group_code_economic_groups_code_fk" FOREIGN KEY ("economic_group_code") REFERENCES "public"."economic_groups"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "promo_migrations" ADD CONSTRAINT "promo_migrations_economic_group_code_economic_groups_code_fk" FOREIGN KEY ("economic_group_code") REFERENCES "public"."economic_groups"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "promo_migrations" ADD CONSTRAINT "promo_migrations_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "holding_flags_name_key" ON "holding_flags" USING btree ("economic_group_code",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "promo_migrations_key" ON "promo_migrations" USING btree ("economic_group_code","channel_code","year");--> statement-breakpoint
CREATE INDEX "promo_migrations_year_channel_idx" ON "promo_migrations" USING btree ("year","channel_code");