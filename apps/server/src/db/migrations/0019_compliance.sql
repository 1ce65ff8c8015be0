CREATE TABLE "error_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"answered_by_email" text,
	CONSTRAINT "error_claims_kind" CHECK ("error_claims"."kind" in ('not_received', 'wrong_amount', 'late', 'wrong_receiver', 'other')),
	CONSTRAINT "error_claims_outcome" CHECK ("error_claims"."outcome" in ('corrected', 'no_error'))
);
--> statement-breakpoint
CREATE TABLE "compliance_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"list_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_email" text,
	"decision_note" text,
	CONSTRAINT "compliance_holds_reason" CHECK ("compliance_holds"."reason" in ('sanctions', 'identity')),
	CONSTRAINT "compliance_holds_status" CHECK ("compliance_holds"."status" in ('open', 'cleared', 'blocked', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"address" jsonb NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"document_country" text NOT NULL,
	"document_expiry" date NOT NULL,
	"image_file" text NOT NULL,
	"image_media_type" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_email" text,
	"reason" text,
	CONSTRAINT "identity_verifications_status" CHECK ("identity_verifications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "identity_verifications_type" CHECK ("identity_verifications"."document_type" in ('passport', 'national_id', 'driver_license'))
);
--> statement-breakpoint
CREATE TABLE "sender_limits" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_value" numeric(18, 8) NOT NULL,
	"per_transfer" numeric(14, 2),
	"per_day" numeric(14, 2),
	"per_month" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sender_limits_positive" CHECK ("sender_limits"."usd_value" > 0 and coalesce("sender_limits"."per_transfer", 1) > 0
        and coalesce("sender_limits"."per_day", 1) > 0 and coalesce("sender_limits"."per_month", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds_owed" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"refunded_by_email" text,
	"note" text,
	CONSTRAINT "refunds_owed_reason" CHECK ("refunds_owed"."reason" in ('sender_cancellation', 'sanctions_block'))
);
--> statement-breakpoint
CREATE TABLE "sanctions_cleared_pairs" (
	"name_key" text NOT NULL,
	"ent_num" integer NOT NULL,
	"screened" text NOT NULL,
	"reason" text NOT NULL,
	"cleared_by" uuid,
	"cleared_by_email" text NOT NULL,
	"cleared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sanctions_cleared_pairs_name_key_ent_num_pk" PRIMARY KEY("name_key","ent_num"),
	CONSTRAINT "sanctions_cleared_pairs_key" CHECK ("sanctions_cleared_pairs"."name_key" <> '')
);
--> statement-breakpoint
CREATE TABLE "sanctions_entries" (
	"list_id" integer NOT NULL,
	"ent_num" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"programs" text[] NOT NULL,
	"title" text,
	"remarks" text,
	CONSTRAINT "sanctions_entries_list_id_ent_num_pk" PRIMARY KEY("list_id","ent_num"),
	CONSTRAINT "sanctions_entries_type" CHECK ("sanctions_entries"."type" in ('individual', 'entity', 'vessel', 'aircraft'))
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"imported_by" uuid,
	"imported_by_email" text NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"entry_count" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "sanctions_lists_source" CHECK ("sanctions_lists"."source" in ('upload', 'url'))
);
--> statement-breakpoint
ALTER TABLE "delivery_options" ADD COLUMN "available_within_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_claims" ADD CONSTRAINT "error_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_claims" ADD CONSTRAINT "error_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_claims" ADD CONSTRAINT "error_claims_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_holds" ADD CONSTRAINT "compliance_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_holds" ADD CONSTRAINT "compliance_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds_owed" ADD CONSTRAINT "refunds_owed_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds_owed" ADD CONSTRAINT "refunds_owed_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_cleared_pairs" ADD CONSTRAINT "sanctions_cleared_pairs_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD CONSTRAINT "sanctions_lists_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_claims_order_idx" ON "error_claims" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "error_claims_open_idx" ON "error_claims" USING btree ("due_at") WHERE "error_claims"."answered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_holds_open_key" ON "compliance_holds" USING btree ("order_id","reason") WHERE "compliance_holds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "compliance_holds_status_idx" ON "compliance_holds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_pending_idx" ON "identity_verifications" USING btree ("submitted_at") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_owed_open_idx" ON "refunds_owed" USING btree ("created_at") WHERE "refunds_owed"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "sanctions_cleared_pairs_key_idx" ON "sanctions_cleared_pairs" USING btree ("name_key");--> statement-breakpoint
ALTER TABLE "delivery_options" ADD CONSTRAINT "delivery_options_available_within" CHECK ("delivery_options"."available_within_days" between 0 and 60);