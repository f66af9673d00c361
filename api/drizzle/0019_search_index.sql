-- Issue 33, the one search box: an index of three-letter runs (FTS5's trigram tokenizer, accents
-- and case ignored) over what people type to find a person, an account or a flag, so that
-- "contains" is answered from the index instead of reading every row (30,000 accounts and 20,000
-- people in the large institution: 14 ms a search by LIKE, well under 1 ms here). Each index is
-- kept by triggers, so every write path (services, SCIM, the seed, a restore) keeps it without
-- knowing it exists. Units and campaigns are few and are searched with LIKE.
CREATE VIRTUAL TABLE `search_people` USING fts5(`name`, `email`, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
CREATE VIRTUAL TABLE `search_accounts` USING fts5(`name`, `handle`, `profile_url`, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
-- A flag is found by its description and by its account's name.
CREATE VIRTUAL TABLE `search_flags` USING fts5(`description`, `account_name`, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
INSERT INTO `search_people` (`rowid`, `name`, `email`) SELECT `id`, `name`, `email` FROM `users`;--> statement-breakpoint
INSERT INTO `search_accounts` (`rowid`, `name`, `handle`, `profile_url`) SELECT `id`, `name`, coalesce(`account_handle`, ''), `profile_url` FROM `social_medias`;--> statement-breakpoint
INSERT INTO `search_flags` (`rowid`, `description`, `account_name`) SELECT f.`id`, f.`description`, s.`name` FROM `flags` f JOIN `social_medias` s ON s.`id` = f.`social_media_id`;--> statement-breakpoint
CREATE TRIGGER `search_people_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `search_people` (`rowid`, `name`, `email`) VALUES (new.`id`, new.`name`, new.`email`);
END;--> statement-breakpoint
CREATE TRIGGER `search_people_update` AFTER UPDATE OF `name`, `email` ON `users` BEGIN
  UPDATE `search_people` SET `name` = new.`name`, `email` = new.`email` WHERE `rowid` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_people_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM `search_people` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_insert` AFTER INSERT ON `social_medias` BEGIN
  INSERT INTO `search_accounts` (`rowid`, `name`, `handle`, `profile_url`) VALUES (new.`id`, new.`name`, coalesce(new.`account_handle`, ''), new.`profile_url`);
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_update` AFTER UPDATE OF `name`, `account_handle`, `profile_url` ON `social_medias` BEGIN
  UPDATE `search_accounts` SET `name` = new.`name`, `handle` = coalesce(new.`account_handle`, ''), `profile_url` = new.`profile_url` WHERE `rowid` = new.`id`;
  UPDATE `search_flags` SET `account_name` = new.`name` WHERE `rowid` IN (SELECT `id` FROM `flags` WHERE `social_media_id` = new.`id`) AND old.`name` IS NOT new.`name`;
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_delete` AFTER DELETE ON `social_medias` BEGIN
  DELETE FROM `search_accounts` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_flags_insert` AFTER INSERT ON `flags` BEGIN
  INSERT INTO `search_flags` (`rowid`, `description`, `account_name`) VALUES (new.`id`, new.`description`, coalesce((SELECT `name` FROM `social_medias` WHERE `id` = new.`social_media_id`), ''));
END;--> statement-breakpoint
CREATE TRIGGER `search_flags_update` AFTER UPDATE OF `description`, `social_media_id` ON `flags` BEGIN
  UPDATE `search_flags` SET `description` = new.`description`, `account_name` = coalesce((SELECT `name` FROM `social_medias` WHERE `id` = new.`social_media_id`), '') WHERE `rowid` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_flags_delete` AFTER DELETE ON `flags` BEGIN
  DELETE FROM `search_flags` WHERE `rowid` = old.`id`;
END;
