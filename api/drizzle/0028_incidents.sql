CREATE TABLE `incident_playbook` (
	`id` integer PRIMARY KEY NOT NULL,
	`steps` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by_id` integer,
	FOREIGN KEY (`updated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `incident_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`incident_id` integer NOT NULL,
	`position` integer NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`title_es` text DEFAULT '' NOT NULL,
	`required` integer DEFAULT true NOT NULL,
	`automatic` integer DEFAULT false NOT NULL,
	`assignee_id` integer,
	`done_at` text,
	`done_by_id` integer,
	`note` text,
	FOREIGN KEY (`incident_id`) REFERENCES `incidents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`done_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `incident_steps_incident_idx` ON `incident_steps` (`incident_id`,`position`);--> statement-breakpoint
CREATE TABLE `incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`social_media_id` integer NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`summary` text NOT NULL,
	`opened_by_id` integer,
	`opened_at` text NOT NULL,
	`closed_by_id` integer,
	`closed_at` text,
	`closing_note` text,
	`close_reason` text,
	`flag_id` integer,
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`opened_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`closed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`flag_id`) REFERENCES `flags`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `incidents_one_open_per_account` ON `incidents` (`social_media_id`) WHERE state = 'open';--> statement-breakpoint
CREATE INDEX `incidents_account_idx` ON `incidents` (`social_media_id`,`id`);--> statement-breakpoint
CREATE INDEX `incidents_state_opened_idx` ON `incidents` (`state`,`opened_at`);