-- Migrations run in one transaction, where PRAGMA foreign_keys cannot be switched off: the items
-- step aside while campaigns is rebuilt (dropping a parent with children would break their keys).
CREATE TABLE `__campaign_items_kept` AS SELECT * FROM `campaign_items`;--> statement-breakpoint
DELETE FROM `campaign_items`;--> statement-breakpoint
CREATE TABLE `__new_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`unit_id` integer,
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
INSERT INTO `__new_campaigns`("id", "name", "unit_id", "subjects", "recurrence", "due_date", "status", "created_by_id", "created_at", "updated_at", "opened_at", "opened_by_id", "closed_at", "closed_by_id", "due_soon_notified_at", "previous_campaign_id", "next_campaign_id") SELECT "id", "name", "unit_id", "subjects", "recurrence", "due_date", "status", "created_by_id", "created_at", "updated_at", "opened_at", "opened_by_id", "closed_at", "closed_by_id", "due_soon_notified_at", "previous_campaign_id", "next_campaign_id" FROM `campaigns`;--> statement-breakpoint
DROP TABLE `campaigns`;--> statement-breakpoint
ALTER TABLE `__new_campaigns` RENAME TO `campaigns`;--> statement-breakpoint
INSERT INTO `campaign_items` SELECT * FROM `__campaign_items_kept`;--> statement-breakpoint
DROP TABLE `__campaign_items_kept`;--> statement-breakpoint
CREATE INDEX `campaigns_status_idx` ON `campaigns` (`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `campaigns_unit_idx` ON `campaigns` (`unit_id`);