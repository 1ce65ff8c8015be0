CREATE TABLE "card_prefixes" (
	"list" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_prefixes_list_prefix_pk" PRIMARY KEY("list","prefix"),
	CONSTRAINT "card_prefixes_list" CHECK ("card_prefixes"."list" in ('CUP', 'MLC', 'CUC')),
	CONSTRAINT "card_prefixes_prefix" CHECK ("card_prefixes"."prefix" ~ '^[0-9]{8}$')
);
