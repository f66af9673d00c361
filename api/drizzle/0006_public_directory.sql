CREATE TABLE `directory_keys` (
	`key` text NOT NULL,
	`social_media_id` integer NOT NULL,
	PRIMARY KEY(`key`, `social_media_id`)
);
--> statement-breakpoint
CREATE INDEX `directory_keys_account_idx` ON `directory_keys` (`social_media_id`);--> statement-breakpoint
CREATE TABLE `public_listings` (
	`social_media_id` integer PRIMARY KEY NOT NULL,
	`listed` integer NOT NULL,
	`first_listed_at` text NOT NULL,
	`unlisted_at` text,
	`name` text NOT NULL,
	`platform` text NOT NULL,
	`handle` text NOT NULL,
	`profile_url` text NOT NULL,
	`unit_id` integer NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `public_listings_listed_idx` ON `public_listings` (`listed`,`social_media_id`);