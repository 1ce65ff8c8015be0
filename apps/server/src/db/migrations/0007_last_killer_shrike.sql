CREATE TABLE "order_proofs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_proofs_media_type" CHECK ("order_proofs"."media_type" in ('image/png', 'image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "saved_receivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"document" text NOT NULL,
	"number_card" text NOT NULL,
	"account" text NOT NULL,
	"destination_currency" text NOT NULL,
	"receiver" jsonb NOT NULL,
	"bank" jsonb NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_transaction_id" text;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_receivers" ADD CONSTRAINT "saved_receivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_receivers_identity_key" ON "saved_receivers" USING btree ("user_id","document","number_card","account");--> statement-breakpoint
CREATE INDEX "saved_receivers_user_idx" ON "saved_receivers" USING btree ("user_id","last_used_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gateway_transaction_key" UNIQUE("gateway_transaction_id");