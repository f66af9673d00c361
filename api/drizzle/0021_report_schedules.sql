CREATE TABLE `report_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`unit_id` integer,
	`frequency` text NOT NULL,
	`format` text NOT NULL,
	`next_run_on` text NOT NULL,
	`last_sent_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`unit_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_schedules_due_idx` ON `report_schedules` (`next_run_on`);--> statement-breakpoint
CREATE INDEX `report_schedules_user_idx` ON `report_schedules` (`user_id`,`id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;