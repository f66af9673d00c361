CREATE TABLE `inbox_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`event_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`read_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbox_items_user_event_idx` ON `inbox_items` (`user_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `inbox_items_user_idx` ON `inbox_items` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `inbox_items_unread_idx` ON `inbox_items` (`user_id`,`read_at`);--> statement-breakpoint
CREATE INDEX `inbox_items_event_idx` ON `inbox_items` (`event_id`);