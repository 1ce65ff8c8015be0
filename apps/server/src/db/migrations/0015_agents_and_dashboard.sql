CREATE TABLE "agent_settlements" (
	"agent_hash" text NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"order_count" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"settled_by" uuid NOT NULL,
	CONSTRAINT "agent_settlements_agent_hash_month_currency_pk" PRIMARY KEY("agent_hash","month","currency"),
	CONSTRAINT "agent_settlements_amount" CHECK ("agent_settlements"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_counts" (
	"day" date NOT NULL,
	"payment_currency" text NOT NULL,
	"destination_currency" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "quote_counts_day_payment_currency_destination_currency_pk" PRIMARY KEY("day","payment_currency","destination_currency")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "commission_share_percent" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_share_percent" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_hash_agents_hash_fk" FOREIGN KEY ("agent_hash") REFERENCES "public"."agents"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_agent_idx" ON "orders" USING btree ("agent_hash","created_at") WHERE "orders"."agent_hash" is not null;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_key" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('activation', 'reset', 'invitation'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('sender', 'agent', 'operator', 'admin'));--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_commission_share" CHECK ("agents"."commission_share_percent" >= 0 and "agents"."commission_share_percent" <= 100);