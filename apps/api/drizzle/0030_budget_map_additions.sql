CREATE TABLE "budget_map_additions" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"removal" boolean NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"justification" varchar(500) NOT NULL,
	"evidence_name" varchar(200) NOT NULL,
	"evidence_key" varchar(200) NOT NULL,
	"evidence_mime" varchar(60) NOT NULL,
	"status" varchar(20) DEFAULT 'EM_APROVACAO' NOT NULL,
	"decision_justification" varchar(500),
	"approval_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "budget_map_additions_month_check" CHECK ("budget_map_additions"."month" between 1 and 12),
	CONSTRAINT "budget_map_additions_value_check" CHECK ("budget_map_additions"."value" > 0),
	CONSTRAINT "budget_map_additions_status_check" CHECK ("budget_map_additions"."status" in ('EM_APROVACAO', 'APROVADA', 'REPROVADA'))
);
--> statement-breakpoint
ALTER TABLE "budget_map_additions" ADD CONSTRAINT "budget_map_additions_line_id_budget_map_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."budget_map_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_map_additions_line" ON "budget_map_additions" USING btree ("line_id","month");