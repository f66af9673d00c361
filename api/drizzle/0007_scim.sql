CREATE TABLE `scim_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by_id` integer,
	`created_at` text NOT NULL,
	`revoked_by_id` integer,
	`revoked_at` text,
	`last_used_at` text,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revoked_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scim_tokens_hash_unique` ON `scim_tokens` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `scim_tokens_live_name_unique` ON `scim_tokens` (`name`) WHERE revoked_at IS NULL;--> statement-breakpoint
CREATE TABLE `scim_users` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`external_id` text,
	`given_name` text,
	`family_name` text,
	`display_name` text,
	`deactivation_audit_id` integer,
	`status_before_deactivation` text,
	`deleted_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scim_users_external_id_idx` ON `scim_users` (`external_id`);