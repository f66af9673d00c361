CREATE TABLE `campaign_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`kind` text NOT NULL,
	`unit_id` integer NOT NULL,
	`unit_path` text NOT NULL,
	`reviewer_unit_id` integer,
	`social_media_id` integer,
	`user_id` integer,
	`grant_id` integer,
	`subject_name` text NOT NULL,
	`facts` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`decision` text,
	`decided_by_id` integer,
	`decided_by_name` text,
	`decided_at` text,
	`note` text,
	`audit_entry_id` integer,
	`audit_hash` text,
	`overdue_at` text,
	`escalated_at` text,
	`escalation_unit_id` integer,
	`flag_id` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaign_items_scope_idx` ON `campaign_items` (`campaign_id`,`unit_path`,`id`);--> statement-breakpoint
CREATE INDEX `campaign_items_state_idx` ON `campaign_items` (`campaign_id`,`state`);--> statement-breakpoint
CREATE INDEX `campaign_items_account_idx` ON `campaign_items` (`social_media_id`);--> statement-breakpoint
CREATE INDEX `campaign_items_path_idx` ON `campaign_items` (`unit_path`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`unit_id` integer NOT NULL,
	`subjects` text NOT NULL,
	`recurrence` text,
	`due_date` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_by_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`opened_at` text,
	`opened_by_id` integer,
	`closed_at` text,
	`closed_by_id` integer,
	`due_soon_notified_at` text,
	`previous_campaign_id` integer,
	`next_campaign_id` integer,
	FOREIGN KEY (`unit_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `campaigns_status_idx` ON `campaigns` (`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `campaigns_unit_idx` ON `campaigns` (`unit_id`);