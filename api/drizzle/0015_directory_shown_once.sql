ALTER TABLE `public_listings` ADD `business_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `public_listings` ADD `first_published_at` text;--> statement-breakpoint
ALTER TABLE `public_listings` ADD `keys_rule` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 27. Nothing recorded whether a listing was ever really shown, so only what is shown now is
-- known to have been: a row published today may be archived later; any other row stays out of the
-- archive (and verify says not_found for it) rather than risk showing what never was public.
UPDATE `public_listings` SET `first_published_at` = `first_listed_at`
WHERE `listed` = 1 AND EXISTS (
	SELECT 1 FROM `social_medias` s
	JOIN `social_media_units` su ON su.`social_media_id` = s.`id` AND su.`position` = 0
	JOIN `units` u ON u.`id` = su.`unit_id`
	WHERE s.`id` = `public_listings`.`social_media_id` AND s.`status` = 'active' AND u.`status` = 'active'
);--> statement-breakpoint
UPDATE `public_listings` SET `business_id` = coalesce((SELECT `business_id` FROM `social_medias` WHERE `id` = `public_listings`.`social_media_id`), '');--> statement-breakpoint
-- Keys of the first rule dropped the query of addresses on other platforms, so one of them matched
-- every page of its path. Gone at once; keys_rule 0 has the directory-keys job make every row's
-- keys again under the current rule.
DELETE FROM `directory_keys` WHERE `key` LIKE 'url:%';
