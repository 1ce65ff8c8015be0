CREATE TABLE "statement_csv_mappings" (
	"receiving_account_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"receiving_account_id" integer NOT NULL,
	"format" text NOT NULL,
	"variant" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"period_from" date,
	"period_to" date,
	"line_count" integer NOT NULL,
	"new_line_count" integer NOT NULL,
	"imported_by" uuid NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_imports_format" CHECK ("statement_imports"."format" in ('camt053', 'ofx', 'norma43', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receiving_account_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"source_line" integer NOT NULL,
	"booked_on" date NOT NULL,
	"value_on" date,
	"direction" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"payer_name" text,
	"memo" text NOT NULL,
	"bank_transaction_id" text,
	"fingerprint" text NOT NULL,
	"details" jsonb NOT NULL,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"candidate_order_ids" jsonb NOT NULL,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_lines_direction" CHECK ("statement_lines"."direction" in ('credit', 'debit')),
	CONSTRAINT "statement_lines_result" CHECK ("statement_lines"."result" in ('matched', 'probable', 'amount_differs', 'unmatched', 'already_paid', 'debit')),
	CONSTRAINT "statement_lines_reason" CHECK ("statement_lines"."reason" in ('reference', 'reference_split', 'reference_amount', 'paid_without_line', 'amount_name', 'ambiguous', 'no_match', 'order_covered', 'several_references', 'other_currency', 'order_closed', 'order_paid', 'manual', 'debit')),
	CONSTRAINT "statement_lines_decision" CHECK ("statement_lines"."decision" in ('confirmed', 'accepted', 'difference_requested', 'linked', 'not_ours', 'flagged')),
	CONSTRAINT "statement_lines_amount" CHECK ("statement_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "statement_csv_mappings" ADD CONSTRAINT "statement_csv_mappings_receiving_account_id_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_csv_mappings" ADD CONSTRAINT "statement_csv_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_receiving_account_id_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_receiving_account_id_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_imports_account_idx" ON "statement_imports" USING btree ("receiving_account_id","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_fingerprint_key" ON "statement_lines" USING btree ("receiving_account_id","fingerprint");--> statement-breakpoint
CREATE INDEX "statement_lines_account_day_idx" ON "statement_lines" USING btree ("receiving_account_id","booked_on");--> statement-breakpoint
CREATE INDEX "statement_lines_order_idx" ON "statement_lines" USING btree ("order_id") WHERE "statement_lines"."order_id" is not null;