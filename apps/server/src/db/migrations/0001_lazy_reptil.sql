CREATE TABLE "agents" (
	"hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"destinations" text[] NOT NULL,
	"markup_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_markup_not_negative" CHECK ("agents"."markup_percent" >= 0),
	CONSTRAINT "agents_destinations" CHECK ("agents"."destinations" <@ array['USD', 'USD CASH', 'CUP', 'MLC', 'AIS']::text[])
);
--> statement-breakpoint
CREATE TABLE "crypto_prices" (
	"currency" text PRIMARY KEY NOT NULL,
	"price_usd" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_prices_positive" CHECK ("crypto_prices"."price_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "currency_routes" (
	"payment_currency" text NOT NULL,
	"destination_currency" text NOT NULL,
	"tasa" numeric(18, 6) NOT NULL,
	"commission_percent" numeric(7, 4) NOT NULL,
	"commission_fixed" numeric(12, 2) DEFAULT '0' NOT NULL,
	"min_principal" numeric(12, 2) NOT NULL,
	"max_principal" numeric(12, 2) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_routes_payment_currency_destination_currency_pk" PRIMARY KEY("payment_currency","destination_currency"),
	CONSTRAINT "currency_routes_terms" CHECK ("currency_routes"."tasa" > 0 and "currency_routes"."commission_percent" >= 0 and "currency_routes"."commission_fixed" >= 0
        and "currency_routes"."min_principal" > 0 and "currency_routes"."max_principal" >= "currency_routes"."min_principal")
);
--> statement-breakpoint
CREATE TABLE "delivery_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"interval_es" text NOT NULL,
	"interval_en" text NOT NULL,
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"destinations" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_options_terms" CHECK ("delivery_options"."cost" >= 0 and "delivery_options"."is_default" >= 0),
	CONSTRAINT "delivery_options_destinations" CHECK ("delivery_options"."destinations" <@ array['USD', 'USD CASH', 'CUP', 'MLC', 'AIS']::text[])
);
--> statement-breakpoint
CREATE TABLE "destination_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"direct" boolean DEFAULT true NOT NULL,
	"notice_es" text,
	"notice_en" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "destination_currencies_code" CHECK ("destination_currencies"."code" in ('USD', 'USD CASH', 'CUP', 'MLC', 'AIS'))
);
--> statement-breakpoint
CREATE TABLE "payment_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"fiat" boolean NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crypto_prices" ADD CONSTRAINT "crypto_prices_currency_payment_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."payment_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_routes" ADD CONSTRAINT "currency_routes_payment_currency_payment_currencies_code_fk" FOREIGN KEY ("payment_currency") REFERENCES "public"."payment_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_routes" ADD CONSTRAINT "currency_routes_destination_currency_destination_currencies_code_fk" FOREIGN KEY ("destination_currency") REFERENCES "public"."destination_currencies"("code") ON DELETE no action ON UPDATE no action;