ALTER TABLE "ascertainment_lines" ADD COLUMN "typed_achievement_percent" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "ascertainment_lines" ADD COLUMN "typed_achievement_by" integer;--> statement-breakpoint
ALTER TABLE "ascertainment_lines" ADD COLUMN "typed_achievement_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ascertainment_lines" ADD CONSTRAINT "ascertainment_lines_typed_achievement_by_users_id_fk" FOREIGN KEY ("typed_achievement_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;