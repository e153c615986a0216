CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uploaded_by" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"from_support" boolean NOT NULL,
	"text" text NOT NULL,
	"attachment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_attachment_id_unique" UNIQUE("attachment_id")
);
--> statement-breakpoint
CREATE TABLE "chat_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"status" varchar(30) DEFAULT 'AGUARDANDO_RESPOSTA' NOT NULL,
	"unread_by_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "chat_tickets_type_check" CHECK ("chat_tickets"."type" in ('PROBLEMA', 'DUVIDA', 'SUGESTAO')),
	CONSTRAINT "chat_tickets_status_check" CHECK ("chat_tickets"."status" in ('AGUARDANDO_RESPOSTA', 'RESPONDIDO', 'FECHADO'))
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_ticket_id_chat_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."chat_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_ticket_idx" ON "chat_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "chat_tickets_owner_idx" ON "chat_tickets" USING btree ("owner_id","unread_by_owner");--> statement-breakpoint
CREATE INDEX "chat_tickets_status_idx" ON "chat_tickets" USING btree ("status");