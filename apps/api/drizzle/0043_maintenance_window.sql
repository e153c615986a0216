CREATE TABLE "maintenance_window" (
	"id" smallint PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"message" text,
	"expected_end" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"switched_by" integer,
	"switched_at" timestamp with time zone,
	CONSTRAINT "maintenance_window_single_row" CHECK ("maintenance_window"."id" = 1),
	CONSTRAINT "maintenance_window_active_needs_notice" CHECK (not "maintenance_window"."active" or ("maintenance_window"."message" is not null and "maintenance_window"."expected_end" is not null))
);
--> statement-breakpoint
ALTER TABLE "maintenance_window" ADD CONSTRAINT "maintenance_window_switched_by_users_id_fk" FOREIGN KEY ("switched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "maintenance_window" ("id", "active") VALUES (1, false);
--> statement-breakpoint
-- Profiles that already administer profiles hold every administration role a new database's
-- administrator gets; they receive the new one so an upgraded product has someone to switch it.
INSERT INTO "profile_roles" ("profile_id", "role")
SELECT "profile_id", 'ROLE_ADMINISTRAR_MANUTENCAO' FROM "profile_roles" WHERE "role" = 'ROLE_EDITAR_PERFIS'
ON CONFLICT DO NOTHING;
