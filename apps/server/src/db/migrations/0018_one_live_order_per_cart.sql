DROP INDEX "orders_open_cart_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_chosen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "payment_chosen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_chosen_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instructions_mailed" jsonb;--> statement-breakpoint
-- Unpaid Zelle, PayPal and transfer orders were mailed their instructions when they were made.
UPDATE "orders" SET "instructions_mailed" = jsonb_build_object('method', "method", 'payTo', "pay_to")
  WHERE "status" = 'awaiting_payment' AND "method" IN ('zelle', 'paypal', 'transferencia');--> statement-breakpoint
-- Orders older than the replacement of one cart's orders may leave a cart with several unpaid
-- ones: the newest stays, the others are replaced by it, as placing it would have done.
WITH "ranked" AS (
  SELECT "id",
    first_value("reference") OVER "cart" AS "kept",
    row_number() OVER "cart" AS "n"
  FROM "orders" WHERE "status" = 'awaiting_payment'
  WINDOW "cart" AS (PARTITION BY "user_id", "cart_fingerprint" ORDER BY "created_at" DESC, "id" DESC)
), "replaced" AS (
  UPDATE "orders" SET "status" = 'replaced', "updated_at" = now()
  FROM "ranked" WHERE "orders"."id" = "ranked"."id" AND "ranked"."n" > 1
  RETURNING "orders"."id", "ranked"."kept"
)
INSERT INTO "order_status_history" ("order_id", "from_status", "to_status", "actor", "note", "payload", "created_at")
  SELECT "id", 'awaiting_payment', 'replaced', 'system', 'replaced by ' || "kept", jsonb_build_object('replaced_by', "kept"), now()
  FROM "replaced";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_cart_key" ON "orders" USING btree ("user_id","cart_fingerprint") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_live_chosen_idx" ON "orders" USING btree ("payment_chosen_at") WHERE "orders"."status" = 'awaiting_payment';