CREATE TABLE `identity_provider_settings` (
	`provider` text PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`client_secret` text,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_by_id` integer,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`updated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `identity_sign_in_tests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`result` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `oidc_login_states` ADD `test_user_id` integer REFERENCES users(id);