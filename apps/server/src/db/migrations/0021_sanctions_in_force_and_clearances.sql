CREATE TABLE "sanctions_clearances" (
	"id" serial PRIMARY KEY NOT NULL,
	"party" text NOT NULL,
	"name_key" text NOT NULL,
	"identity" text NOT NULL,
	"ent_num" integer NOT NULL,
	"entry" jsonb NOT NULL,
	"screened_name" text NOT NULL,
	"screened_document" text NOT NULL,
	"order_reference" text NOT NULL,
	"reason" text NOT NULL,
	"cleared_by" uuid,
	"cleared_by_email" text NOT NULL,
	"cleared_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_by_email" text,
	"revoke_reason" text,
	CONSTRAINT "sanctions_clearances_party" CHECK ("sanctions_clearances"."party" in ('sender', 'receiver')),
	CONSTRAINT "sanctions_clearances_key" CHECK ("sanctions_clearances"."name_key" <> '' and "sanctions_clearances"."identity" <> '')
);
--> statement-breakpoint
-- Clearances made before named no person (only a name): they are not carried over, so a name
-- cleared then is reviewed once more, for the one person of each new order.
DROP TABLE "sanctions_cleared_pairs" CASCADE;--> statement-breakpoint
ALTER TABLE "compliance_holds" DROP CONSTRAINT "compliance_holds_reason";--> statement-breakpoint
ALTER TABLE "sanctions_lists" DROP CONSTRAINT "sanctions_lists_source";--> statement-breakpoint
-- A version imported before was last known current when it was imported.
ALTER TABLE "sanctions_lists" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sanctions_lists" SET "checked_at" = "imported_at";--> statement-breakpoint
ALTER TABLE "sanctions_lists" ALTER COLUMN "checked_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_clearances" ADD CONSTRAINT "sanctions_clearances_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_clearances" ADD CONSTRAINT "sanctions_clearances_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_clearances_active_key" ON "sanctions_clearances" USING btree ("party","name_key","identity","ent_num") WHERE "sanctions_clearances"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "sanctions_clearances_cleared_at_idx" ON "sanctions_clearances" USING btree ("cleared_at");--> statement-breakpoint
ALTER TABLE "compliance_holds" ADD CONSTRAINT "compliance_holds_reason" CHECK ("compliance_holds"."reason" in ('sanctions', 'screening_unavailable', 'identity'));--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD CONSTRAINT "sanctions_lists_source" CHECK ("sanctions_lists"."source" in ('upload', 'url', 'snapshot'));