CREATE TABLE "money_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid,
	"proposed_by_email" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "money_changes_kind" CHECK ("money_changes"."kind" in ('receiving_account', 'wallet', 'gateway', 'cool_off')),
	CONSTRAINT "money_changes_state" CHECK ("money_changes"."state" in ('pending', 'applied', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "money_changes" ADD CONSTRAINT "money_changes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_changes" ADD CONSTRAINT "money_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_changes_pending_key" ON "money_changes" USING btree ("kind",coalesce("entity_id", '')) WHERE "money_changes"."state" = 'pending' and "money_changes"."entity_id" is not null;--> statement-breakpoint
CREATE INDEX "money_changes_state_idx" ON "money_changes" USING btree ("state","id");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('activation', 'reset', 'invitation', 'staff_invitation'));