CREATE TABLE `imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`sha256` text NOT NULL,
	`format` text NOT NULL,
	`row_count` integer NOT NULL,
	`headers` text NOT NULL,
	`cells` text NOT NULL,
	`state` text NOT NULL,
	`created_by_id` integer,
	`created_at` text NOT NULL,
	`committed_at` text,
	`mapping` text,
	`last_run_dry_run` integer,
	`counts` text,
	`outcomes` text,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `imports_created_by_idx` ON `imports` (`created_by_id`,`id`);--> statement-breakpoint
CREATE INDEX `imports_created_idx` ON `imports` (`created_at`);