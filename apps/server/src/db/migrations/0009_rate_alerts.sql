CREATE TABLE "rate_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_currency" text NOT NULL,
	"destination_currency" text NOT NULL,
	"direction" text NOT NULL,
	"target" numeric(18, 6) NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_alerts_direction" CHECK ("rate_alerts"."direction" in ('at_least', 'at_most')),
	CONSTRAINT "rate_alerts_target" CHECK ("rate_alerts"."target" > 0)
);
--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_alerts_watch_key" ON "rate_alerts" USING btree ("user_id","payment_currency","destination_currency","direction","target");--> statement-breakpoint
CREATE INDEX "rate_alerts_corridor_idx" ON "rate_alerts" USING btree ("payment_currency","destination_currency");