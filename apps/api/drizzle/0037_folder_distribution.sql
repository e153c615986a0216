CREATE TABLE "cycle_folder_assignment_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"customer_code" varchar(40) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "cycle_folder_assignment_rows_amount_check" CHECK ("cycle_folder_assignment_rows"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cycle_folder_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"coordinator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_folder_distribution_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"distribution_id" integer NOT NULL,
	"region_code" varchar(40) NOT NULL,
	"coordinator_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "cycle_folder_distribution_rows_amount_check" CHECK ("cycle_folder_distribution_rows"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cycle_folder_distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_folder_assignment_rows" ADD CONSTRAINT "cycle_folder_assignment_rows_assignment_id_cycle_folder_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."cycle_folder_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_assignment_rows" ADD CONSTRAINT "cycle_folder_assignment_rows_action_id_cycle_folder_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."cycle_folder_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_assignments" ADD CONSTRAINT "cycle_folder_assignments_folder_id_cycle_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cycle_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_assignments" ADD CONSTRAINT "cycle_folder_assignments_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_distribution_rows" ADD CONSTRAINT "cycle_folder_distribution_rows_distribution_id_cycle_folder_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."cycle_folder_distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_distribution_rows" ADD CONSTRAINT "cycle_folder_distribution_rows_coordinator_id_users_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_folder_distributions" ADD CONSTRAINT "cycle_folder_distributions_folder_id_cycle_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cycle_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_assignment_rows_key" ON "cycle_folder_assignment_rows" USING btree ("assignment_id","action_id","customer_code");--> statement-breakpoint
CREATE INDEX "cycle_folder_assignment_rows_action_idx" ON "cycle_folder_assignment_rows" USING btree ("action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_assignments_key" ON "cycle_folder_assignments" USING btree ("folder_id","coordinator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_distribution_rows_key" ON "cycle_folder_distribution_rows" USING btree ("distribution_id","region_code");--> statement-breakpoint
CREATE INDEX "cycle_folder_distribution_rows_coordinator_idx" ON "cycle_folder_distribution_rows" USING btree ("coordinator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_folder_distributions_folder_key" ON "cycle_folder_distributions" USING btree ("folder_id");