CREATE TABLE `account_activity` (
	`social_media_id` integer PRIMARY KEY NOT NULL,
	`last_activity_at` text,
	`source` text,
	`recorded_by_id` integer,
	`recorded_at` text,
	`refreshed_at` text,
	`refresh_error` text,
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_activity_refreshed_idx` ON `account_activity` (`refreshed_at`);--> statement-breakpoint
CREATE INDEX `account_activity_last_idx` ON `account_activity` (`last_activity_at`);--> statement-breakpoint
CREATE TABLE `user_sign_ins` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`last_sign_in_at` text NOT NULL,
	`method` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `handover_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`social_media_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`assignee_id` integer,
	`opened_by_id` integer,
	`opened_at` text NOT NULL,
	`due_at` text NOT NULL,
	`overdue_at` text,
	`done_at` text,
	`done_by_id` integer,
	`note` text,
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `handover_tasks_state_due_idx` ON `handover_tasks` (`state`,`due_at`);--> statement-breakpoint
CREATE INDEX `handover_tasks_account_idx` ON `handover_tasks` (`social_media_id`,`id`);--> statement-breakpoint
CREATE INDEX `handover_tasks_user_idx` ON `handover_tasks` (`user_id`,`state`);--> statement-breakpoint
CREATE INDEX `handover_tasks_assignee_idx` ON `handover_tasks` (`assignee_id`,`state`);