CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`occurred_at` text NOT NULL,
	`unit_id` integer,
	`actor_id` integer,
	`subject_type` text NOT NULL,
	`subject_id` integer,
	`recipients` text,
	`payload` text DEFAULT '{}' NOT NULL,
	`dispatched_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `events_undispatched_idx` ON `events` (`dispatched_at`,`id`);--> statement-breakpoint
CREATE INDEX `events_type_idx` ON `events` (`type`,`id`);--> statement-breakpoint
CREATE TABLE `scheduled_jobs` (
	`name` text PRIMARY KEY NOT NULL,
	`next_run_at` text NOT NULL,
	`lease_until` text,
	`leased_by` text,
	`last_started_at` text,
	`last_finished_at` text,
	`last_error` text,
	`runs` integer DEFAULT 0 NOT NULL
);
