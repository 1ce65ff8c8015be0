CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"agent_hash" text,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payment_currency" text NOT NULL,
	"pricing_currency" text NOT NULL,
	"destination_currency" text NOT NULL,
	"delivery_option_id" integer,
	"principal" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"delivery_cost" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"receiving" numeric(14, 2) NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"crypto_amount" numeric(24, 8),
	"crypto_expires_at" timestamp with time zone,
	"cart_fingerprint" text NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"bank" jsonb NOT NULL,
	"pay_to" jsonb,
	"receiving_account_id" integer,
	"payer_account" text,
	"payer_transaction" text,
	"txid" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_reference_key" UNIQUE("reference"),
	CONSTRAINT "orders_txid_key" UNIQUE("txid"),
	CONSTRAINT "orders_method" CHECK ("orders"."method" in ('airtm', 'payeer', 'zelle', 'paypal', 'tropipay', 'ducapp', 'transferencia', 'crypto')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('awaiting_payment', 'payment_submitted', 'paid', 'processing', 'delivered', 'cancelled', 'expired', 'failed', 'refunded')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."principal" > 0 and "orders"."commission" >= 0 and "orders"."delivery_cost" >= 0
        and "orders"."total" = "orders"."principal" + "orders"."commission" + "orders"."delivery_cost")
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gateways_name" CHECK ("gateways"."name" in ('airtm', 'payeer', 'zelle', 'paypal', 'tropipay', 'ducapp', 'transferencia', 'crypto'))
);
--> statement-breakpoint
CREATE TABLE "receiving_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"label" text NOT NULL,
	"account" text NOT NULL,
	"holder" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"swift" text DEFAULT '' NOT NULL,
	"daily_limit" numeric(14, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_accounts_method" CHECK ("receiving_accounts"."method" in ('zelle', 'paypal', 'transferencia')),
	CONSTRAINT "receiving_accounts_daily_limit" CHECK ("receiving_accounts"."daily_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"icon" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_hash_agents_hash_fk" FOREIGN KEY ("agent_hash") REFERENCES "public"."agents"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receiving_account_id_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_accounts" ADD CONSTRAINT "receiving_accounts_currency_payment_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."payment_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_currency_payment_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."payment_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_cart_key" ON "orders" USING btree ("user_id","method","cart_fingerprint") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_crypto_due_idx" ON "orders" USING btree ("crypto_expires_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_receiving_account_idx" ON "orders" USING btree ("receiving_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_currency_chain_key" ON "wallets" USING btree ("currency","chain");