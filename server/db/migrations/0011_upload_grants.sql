CREATE TABLE "school_storage" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"school_id" integer,
	"object_key" text NOT NULL,
	"max_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"stored_bytes" bigint,
	CONSTRAINT "upload_grants_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "upload_grants_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
CREATE INDEX "upload_grants_session_idx" ON "upload_grants" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "upload_grants_school_idx" ON "upload_grants" USING btree ("school_id");