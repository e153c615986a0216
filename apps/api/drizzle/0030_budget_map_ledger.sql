CREATE TABLE "budget_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reference_kind" varchar(40),
	"reference_id" varchar(60),
	"justification" varchar(500),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_ledger_month_check" CHECK ("budget_ledger"."month" between 1 and 12),
	CONSTRAINT "budget_ledger_kind_check" CHECK ("budget_ledger"."kind" in ('BUDGET', 'ADDITION', 'REMOVAL', 'RESERVATION', 'RELEASE', 'PAYMENT')),
	CONSTRAINT "budget_ledger_amount_sign_check" CHECK (case "budget_ledger"."kind"
        when 'BUDGET' then "budget_ledger"."amount" <> 0
        when 'ADDITION' then "budget_ledger"."amount" > 0
        when 'RELEASE' then "budget_ledger"."amount" > 0
        when 'PAYMENT' then "budget_ledger"."amount" > 0
        else "budget_ledger"."amount" < 0 end),
	CONSTRAINT "budget_ledger_reference_check" CHECK ("budget_ledger"."kind" not in ('RESERVATION', 'RELEASE', 'PAYMENT') or ("budget_ledger"."reference_kind" is not null and "budget_ledger"."reference_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "budget_line_balances" (
	"line_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"budget" numeric(18, 2) DEFAULT '0' NOT NULL,
	"additions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"removals" numeric(18, 2) DEFAULT '0' NOT NULL,
	"reserved" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"available" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_line_balances_line_id_month_pk" PRIMARY KEY("line_id","month"),
	CONSTRAINT "budget_line_balances_available_check" CHECK ("budget_line_balances"."available" >= 0),
	CONSTRAINT "budget_line_balances_reserved_check" CHECK ("budget_line_balances"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_map_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"commodity_code" varchar(40) NOT NULL,
	"economic_group_code" varchar(40) NOT NULL,
	"channel_code" varchar(40) NOT NULL,
	"segment_code" varchar(40) NOT NULL,
	"region_code" varchar(40) NOT NULL,
	"cva_code" varchar(40) NOT NULL,
	"budget_type_code" varchar(40) NOT NULL,
	"ric_box" varchar(40) NOT NULL,
	"year" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "budget_map_lines_year_check" CHECK ("budget_map_lines"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "budget_reference_balances" (
	"line_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"reference_kind" varchar(40) NOT NULL,
	"reference_id" varchar(60) NOT NULL,
	"reserved" numeric(18, 2) DEFAULT '0' NOT NULL,
	"released" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_reference_balances_line_id_month_reference_kind_reference_id_pk" PRIMARY KEY("line_id","month","reference_kind","reference_id"),
	CONSTRAINT "budget_reference_balances_open_check" CHECK ("budget_reference_balances"."reserved" - "budget_reference_balances"."released" - "budget_reference_balances"."paid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "budget_ledger" ADD CONSTRAINT "budget_ledger_line_id_budget_map_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."budget_map_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_line_balances" ADD CONSTRAINT "budget_line_balances_line_id_budget_map_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."budget_map_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_reference_balances" ADD CONSTRAINT "budget_reference_balances_line_id_budget_map_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."budget_map_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_ledger_line_month" ON "budget_ledger" USING btree ("line_id","month");--> statement-breakpoint
CREATE INDEX "budget_ledger_reference" ON "budget_ledger" USING btree ("reference_kind","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_map_lines_key" ON "budget_map_lines" USING btree ("commodity_code","economic_group_code","channel_code","segment_code","region_code","cva_code","budget_type_code","ric_box","year");--> statement-breakpoint
CREATE INDEX "budget_map_lines_year_channel" ON "budget_map_lines" USING btree ("year","channel_code","commodity_code");--> statement-breakpoint
CREATE INDEX "budget_reference_balances_reference" ON "budget_reference_balances" USING btree ("reference_kind","reference_id");--> statement-breakpoint
-- The fund ledger is append-only: a correction is a new row, never a changed or removed one.
CREATE FUNCTION budget_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'budget_ledger is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER budget_ledger_append_only BEFORE UPDATE OR DELETE ON budget_ledger
  FOR EACH ROW EXECUTE FUNCTION budget_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER budget_ledger_no_truncate BEFORE TRUNCATE ON budget_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION budget_ledger_refuse_change();
--> statement-breakpoint
-- Each appended row moves its line's month and its reference in the same statement; the
-- balances' checks refuse a row that would make the available balance, or what a reference
-- still holds reserved, negative. The update takes the balance row's lock, so concurrent rows on
-- one line and month are applied one after the other, each on the balance the previous left.
-- (An update, not an upsert: an upsert checks the row it would insert before it finds the
-- conflict.) A line's twelve balance rows are made with the line.
CREATE FUNCTION budget_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE budget_line_balances SET
    budget = budget + CASE WHEN NEW.kind = 'BUDGET' THEN NEW.amount ELSE 0 END,
    additions = additions + CASE WHEN NEW.kind = 'ADDITION' THEN NEW.amount ELSE 0 END,
    removals = removals - CASE WHEN NEW.kind = 'REMOVAL' THEN NEW.amount ELSE 0 END,
    reserved = reserved - CASE WHEN NEW.kind IN ('RESERVATION', 'RELEASE', 'PAYMENT') THEN NEW.amount ELSE 0 END,
    paid = paid + CASE WHEN NEW.kind = 'PAYMENT' THEN NEW.amount ELSE 0 END,
    available = available + CASE WHEN NEW.kind = 'PAYMENT' THEN 0 ELSE NEW.amount END
  WHERE line_id = NEW.line_id AND month = NEW.month;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'budget line % has no month %', NEW.line_id, NEW.month USING ERRCODE = 'P0001';
  END IF;
  IF NEW.kind IN ('RESERVATION', 'RELEASE', 'PAYMENT') THEN
    -- The line's month is locked by the update above, so no other row of it runs in between.
    UPDATE budget_reference_balances SET
      reserved = reserved - CASE WHEN NEW.kind = 'RESERVATION' THEN NEW.amount ELSE 0 END,
      released = released + CASE WHEN NEW.kind = 'RELEASE' THEN NEW.amount ELSE 0 END,
      paid = paid + CASE WHEN NEW.kind = 'PAYMENT' THEN NEW.amount ELSE 0 END
    WHERE line_id = NEW.line_id AND month = NEW.month
      AND reference_kind = NEW.reference_kind AND reference_id = NEW.reference_id;
    IF NOT FOUND THEN
      INSERT INTO budget_reference_balances (line_id, month, reference_kind, reference_id, reserved, released, paid)
      VALUES (
        NEW.line_id,
        NEW.month,
        NEW.reference_kind,
        NEW.reference_id,
        CASE WHEN NEW.kind = 'RESERVATION' THEN -NEW.amount ELSE 0 END,
        CASE WHEN NEW.kind = 'RELEASE' THEN NEW.amount ELSE 0 END,
        CASE WHEN NEW.kind = 'PAYMENT' THEN NEW.amount ELSE 0 END
      );
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION budget_map_line_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO budget_line_balances (line_id, month) SELECT NEW.id, m FROM generate_series(1, 12) AS m;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER budget_map_line_months AFTER INSERT ON budget_map_lines
  FOR EACH ROW EXECUTE FUNCTION budget_map_line_months();
--> statement-breakpoint
CREATE TRIGGER budget_ledger_apply AFTER INSERT ON budget_ledger
  FOR EACH ROW EXECUTE FUNCTION budget_ledger_apply();
--> statement-breakpoint
-- The balances are the ledger's sums: only its trigger writes them.
CREATE FUNCTION budget_balances_refuse_direct() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION '% is written only by the budget ledger: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER budget_line_balances_by_ledger BEFORE INSERT OR UPDATE OR DELETE ON budget_line_balances
  FOR EACH ROW EXECUTE FUNCTION budget_balances_refuse_direct();
--> statement-breakpoint
CREATE TRIGGER budget_reference_balances_by_ledger BEFORE INSERT OR UPDATE OR DELETE ON budget_reference_balances
  FOR EACH ROW EXECUTE FUNCTION budget_balances_refuse_direct();
