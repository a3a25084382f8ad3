CREATE TABLE "edlab_seats" (
	"owner_id" text NOT NULL,
	"email" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edlab_seats_owner_id_email_pk" PRIMARY KEY("owner_id","email")
);
--> statement-breakpoint
CREATE TABLE "user_tours" (
	"user_id" text NOT NULL,
	"tour" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tours_user_id_tour_pk" PRIMARY KEY("user_id","tour")
);
--> statement-breakpoint
ALTER TABLE "edlab_seats" ADD CONSTRAINT "edlab_seats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tours" ADD CONSTRAINT "user_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;