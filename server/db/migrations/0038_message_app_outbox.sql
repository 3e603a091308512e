CREATE TABLE "message_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"binding_id" integer,
	"openid" text NOT NULL,
	"person_name" text,
	"template_code" text,
	"title" text NOT NULL,
	"fields" jsonb NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"provider" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_bind_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"person_kind" text NOT NULL,
	"person_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bindings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"person_kind" text NOT NULL,
	"person_id" integer NOT NULL,
	"openid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_message_apps" ADD COLUMN "callback_token" text;--> statement-breakpoint
ALTER TABLE "school_message_apps" ADD COLUMN "template_ids" jsonb;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_bind_tokens" ADD CONSTRAINT "wechat_bind_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("state","next_at");--> statement-breakpoint
CREATE INDEX "message_outbox_school_idx" ON "message_outbox" USING btree ("school_id","id");--> statement-breakpoint
CREATE INDEX "wechat_bind_tokens_expiry_idx" ON "wechat_bind_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_bindings_uq" ON "wechat_bindings" USING btree ("school_id","person_kind","person_id","openid");--> statement-breakpoint
CREATE INDEX "wechat_bindings_person_idx" ON "wechat_bindings" USING btree ("school_id","person_kind","person_id");