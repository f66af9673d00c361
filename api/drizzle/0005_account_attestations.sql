CREATE TABLE `account_attestations` (
	`social_media_id` integer PRIMARY KEY NOT NULL,
	`last_attested_at` text NOT NULL,
	`attested_by` integer,
	`campaign_item_id` integer,
	FOREIGN KEY (`social_media_id`) REFERENCES `social_medias`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `account_attestations_at_idx` ON `account_attestations` (`last_attested_at`);