CREATE TABLE "target_execution_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"competence" date NOT NULL,
	"question_id" integer NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"compliant" boolean,
	"numeric_value" numeric(18, 4),
	"text_value" varchar(500),
	"channel_code" varchar(40),
	"region_code" varchar(40),
	"commodity_code" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "target_execution_answers_key" UNIQUE NULLS NOT DISTINCT("store_id","competence","question_id","product_id","category_id"),
	CONSTRAINT "target_execution_answers_one_subject_check" CHECK ("target_execution_answers"."product_id" is null or "target_execution_answers"."category_id" is null),
	CONSTRAINT "target_execution_answers_one_answer_check" CHECK (num_nonnulls("target_execution_answers"."compliant", "target_execution_answers"."numeric_value", "target_execution_answers"."text_value") = 1),
	CONSTRAINT "target_execution_answers_competence_check" CHECK (extract(day from "target_execution_answers"."competence") = 1)
);
--> statement-breakpoint
ALTER TABLE "target_execution_answers" ADD CONSTRAINT "target_execution_answers_store_id_pdv_customers_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."pdv_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_execution_answers" ADD CONSTRAINT "target_execution_answers_question_id_goal_execution_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."goal_execution_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_execution_answers" ADD CONSTRAINT "target_execution_answers_product_id_target_execution_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."target_execution_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_execution_answers" ADD CONSTRAINT "target_execution_answers_category_id_target_execution_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."target_execution_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "target_execution_answers_competence_idx" ON "target_execution_answers" USING btree ("competence","store_id");--> statement-breakpoint
CREATE INDEX "target_execution_answers_question_idx" ON "target_execution_answers" USING btree ("question_id");