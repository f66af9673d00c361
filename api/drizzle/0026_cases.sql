CREATE TABLE `cases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`account_id` integer,
	`unit_id` integer,
	`impostor_url` text,
	`evidence_links` text DEFAULT '[]' NOT NULL,
	`claimed_unit_name` text,
	`description` text,
	`official_account_url` text,
	`content_url` text,
	`content_kind` text,
	`statement` text,
	`signature` text,
	`reporter_name` text,
	`reporter_email` text,
	`reporter_phone` text,
	`reporter_locale` text NOT NULL,
	`reporter_redacted_at` text,
	`token_hash` text NOT NULL,
	`token_expires_at` text NOT NULL,
	`reported_at` text NOT NULL,
	`confirmed_at` text,
	`updated_at` text NOT NULL,
	`closed_at` text,
	`refusal_reason` text,
	`platform_ticket` text,
	`owners` text DEFAULT '[]' NOT NULL,
	`due_at` text,
	`reminder_sent_at` text,
	`escalated_at` text,
	`breached_at` text,
	FOREIGN KEY (`account_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`unit_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cases_token_hash_idx` ON `cases` (`token_hash`);--> statement-breakpoint
CREATE INDEX `cases_state_due_idx` ON `cases` (`state`,`due_at`);--> statement-breakpoint
CREATE INDEX `cases_state_expires_idx` ON `cases` (`state`,`token_expires_at`);--> statement-breakpoint
CREATE INDEX `cases_account_idx` ON `cases` (`account_id`);--> statement-breakpoint
CREATE INDEX `cases_unit_idx` ON `cases` (`unit_id`);