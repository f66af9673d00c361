CREATE TABLE `access_grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`unit_id` integer NOT NULL,
	`type` text NOT NULL,
	`start_date` text,
	`end_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`unit_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_grants_user_unit_unique` ON `access_grants` (`user_id`,`unit_id`);--> statement-breakpoint
CREATE INDEX `access_grants_unit_idx` ON `access_grants` (`unit_id`);--> statement-breakpoint
CREATE INDEX `access_grants_end_idx` ON `access_grants` (`type`,`end_date`);--> statement-breakpoint
CREATE TABLE `audit_log_units` (
	`audit_log_id` integer NOT NULL,
	`unit_id` integer NOT NULL,
	PRIMARY KEY(`unit_id`, `audit_log_id`),
	FOREIGN KEY (`audit_log_id`) REFERENCES `audit_logs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_units_entry_idx` ON `audit_log_units` (`audit_log_id`);--> statement-breakpoint
CREATE TABLE `audit_logs` (
	`id` integer PRIMARY KEY NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`document_id` integer,
	`user_id` integer,
	`user_name` text,
	`user_role` text,
	`prev` text,
	`current` text,
	`organizations` text NOT NULL,
	`created_at` text NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_logs_entity_doc_idx` ON `audit_logs` (`entity`,`document_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_logs_action_idx` ON `audit_logs` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `audit_logs_user_idx` ON `audit_logs` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_logs_created_idx` ON `audit_logs` (`created_at`);--> statement-breakpoint
CREATE TABLE `flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`social_media_id` integer NOT NULL,
	`category` text NOT NULL,
	`severity` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`source` text NOT NULL,
	`raised_by_id` integer,
	`resolution_note` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`raised_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `flags_social_media_status_idx` ON `flags` (`social_media_id`,`status`);--> statement-breakpoint
CREATE INDEX `flags_status_severity_idx` ON `flags` (`status`,`severity`);--> statement-breakpoint
CREATE TABLE `latest_posts` (
	`social_media_id` integer PRIMARY KEY NOT NULL,
	`platform` text NOT NULL,
	`data` text NOT NULL,
	`fetched_at` text NOT NULL,
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`locked_until` text,
	`last_error` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `password_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_tokens_hash_unique` ON `password_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_tokens_user_idx` ON `password_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `policies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version` integer NOT NULL,
	`text` text NOT NULL,
	`created_by_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `policies_version_unique` ON `policies` (`version`);--> statement-breakpoint
CREATE TABLE `policy_acknowledgments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`policy_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`policy_id`) REFERENCES `policies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `policy_ack_user_policy_unique` ON `policy_acknowledgments` (`user_id`,`policy_id`);--> statement-breakpoint
CREATE TABLE `review_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`requested_by_id` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`reason` text,
	`decided_by_id` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_requests_status_idx` ON `review_requests` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `review_requests_user_idx` ON `review_requests` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `social_media_managers` (
	`social_media_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`social_media_id`, `user_id`),
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `social_media_managers_user_idx` ON `social_media_managers` (`user_id`);--> statement-breakpoint
CREATE TABLE `social_media_units` (
	`social_media_id` integer NOT NULL,
	`unit_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`social_media_id`, `unit_id`),
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`unit_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `social_media_units_unit_idx` ON `social_media_units` (`unit_id`,`social_media_id`);--> statement-breakpoint
CREATE TABLE `social_medias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`profile_url` text NOT NULL,
	`platform` text NOT NULL,
	`creation_date` text NOT NULL,
	`primary_admin_id` integer,
	`backup_admin_id` integer,
	`admin_contact_emails` text DEFAULT '[]' NOT NULL,
	`account_handle` text DEFAULT '' NOT NULL,
	`business_id` text DEFAULT '' NOT NULL,
	`contact_email` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`third_party_management` text DEFAULT 'no' NOT NULL,
	`third_party_provider` text DEFAULT '' NOT NULL,
	`third_party_contact` text DEFAULT '' NOT NULL,
	`password_management_practice` text,
	`linked_tools` text DEFAULT '[]' NOT NULL,
	`verification_status` text DEFAULT 'pending' NOT NULL,
	`platform_support_details` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`backup_contact_info` text DEFAULT '' NOT NULL,
	`deactivation_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`primary_admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`backup_admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `social_medias_status_idx` ON `social_medias` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `social_medias_platform_idx` ON `social_medias` (`platform`,`id`);--> statement-breakpoint
CREATE INDEX `social_medias_primary_admin_idx` ON `social_medias` (`primary_admin_id`);--> statement-breakpoint
CREATE INDEX `social_medias_backup_admin_idx` ON `social_medias` (`backup_admin_id`);--> statement-breakpoint
CREATE INDEX `social_medias_name_idx` ON `social_medias` (`name`);--> statement-breakpoint
CREATE TABLE `unit_backup_admins` (
	`unit_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`unit_id`, `user_id`),
	FOREIGN KEY (`unit_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `unit_backup_admins_user_idx` ON `unit_backup_admins` (`user_id`);--> statement-breakpoint
CREATE TABLE `units` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`parent_id` integer,
	`path` text NOT NULL,
	`depth` integer NOT NULL,
	`admin_id` integer,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`delegated_permissions` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `units_path_unique` ON `units` (`path`);--> statement-breakpoint
CREATE INDEX `units_parent_idx` ON `units` (`parent_id`);--> statement-breakpoint
CREATE INDEX `units_name_idx` ON `units` (`name`);--> statement-breakpoint
CREATE INDEX `units_status_idx` ON `units` (`status`);--> statement-breakpoint
CREATE INDEX `units_admin_idx` ON `units` (`admin_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`role` text NOT NULL,
	`status` text NOT NULL,
	`login_attempts` integer DEFAULT 0 NOT NULL,
	`locked_until` text,
	`password_updated_at` text,
	`is_enabled_two_factor` integer DEFAULT false NOT NULL,
	`is_in_use_secure_password` integer DEFAULT false NOT NULL,
	`is_accepted_policies` integer DEFAULT false NOT NULL,
	`is_completed_training_accessibility` integer DEFAULT false NOT NULL,
	`is_completed_training_risk` integer DEFAULT false NOT NULL,
	`is_completed_training_brand` integer DEFAULT false NOT NULL,
	`has_knowledge_standards` integer DEFAULT false NOT NULL,
	`offboarding_completed` integer DEFAULT false NOT NULL,
	`admin_policy_agreement` integer DEFAULT false NOT NULL,
	`date_of_last_training` text,
	`date_of_last_policy_review` text,
	`reject_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_status_idx` ON `users` (`role`,`status`);--> statement-breakpoint
CREATE INDEX `users_name_idx` ON `users` (`name`);