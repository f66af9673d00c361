-- Issue 33, the one search box: an index of three-letter runs (FTS5's trigram tokenizer, accents
-- and case ignored) over what people type to find a person, an account or a flag, so that
-- "contains" is answered from the index instead of reading every row (30,000 accounts and 20,000
-- people in the large institution: 14 ms a search by LIKE, well under 1 ms here). Each index is
-- kept by triggers, so every write path (services, SCIM, the seed, a restore) keeps it without
-- knowing it exists. Units and campaigns are few and are searched with LIKE.
--
-- `scope_units` lets the index narrow to a caller's subtree before any row is read: it lists every
-- unit above the record (an account's units and their ancestors, a person's granted units and
-- theirs) as "~id~", so a unit's subtree is one short phrase ("~5~": a single trigram for ids under
-- ten). It only narrows; the lists' own scope clauses still decide what is shown (search-repo.ts).
-- A path '/1/4/5/' becomes '~ ~1~ ~4~ ~5~ ~' with replace(path, '/', '~ ~').
CREATE VIRTUAL TABLE `search_people` USING fts5(`name`, `email`, `scope_units`, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
CREATE VIRTUAL TABLE `search_accounts` USING fts5(`name`, `handle`, `profile_url`, `scope_units`, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
-- A flag is found by its description and by its account's name, in its account's units.
CREATE VIRTUAL TABLE `search_flags` USING fts5(`description`, `account_name`, `scope_units`, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
INSERT INTO `search_people` (`rowid`, `name`, `email`, `scope_units`) SELECT `id`, `name`, `email`, coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `access_grants` g JOIN `units` u ON u.`id` = g.`unit_id` WHERE g.`user_id` = `users`.`id`), '') FROM `users`;--> statement-breakpoint
INSERT INTO `search_accounts` (`rowid`, `name`, `handle`, `profile_url`, `scope_units`) SELECT `id`, `name`, coalesce(`account_handle`, ''), `profile_url`, coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `social_media_units` smu JOIN `units` u ON u.`id` = smu.`unit_id` WHERE smu.`social_media_id` = `social_medias`.`id`), '') FROM `social_medias`;--> statement-breakpoint
INSERT INTO `search_flags` (`rowid`, `description`, `account_name`, `scope_units`) SELECT f.`id`, f.`description`, s.`name`, a.`scope_units` FROM `flags` f JOIN `social_medias` s ON s.`id` = f.`social_media_id` JOIN `search_accounts` a ON a.`rowid` = f.`social_media_id`;--> statement-breakpoint
CREATE TRIGGER `search_people_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `search_people` (`rowid`, `name`, `email`, `scope_units`) VALUES (new.`id`, new.`name`, new.`email`, '');
END;--> statement-breakpoint
CREATE TRIGGER `search_people_update` AFTER UPDATE OF `name`, `email` ON `users` BEGIN
  UPDATE `search_people` SET `name` = new.`name`, `email` = new.`email` WHERE `rowid` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_people_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM `search_people` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_people_grant_insert` AFTER INSERT ON `access_grants` BEGIN
  UPDATE `search_people` SET `scope_units` = coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `access_grants` g JOIN `units` u ON u.`id` = g.`unit_id` WHERE g.`user_id` = new.`user_id`), '') WHERE `rowid` = new.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_people_grant_delete` AFTER DELETE ON `access_grants` BEGIN
  UPDATE `search_people` SET `scope_units` = coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `access_grants` g JOIN `units` u ON u.`id` = g.`unit_id` WHERE g.`user_id` = old.`user_id`), '') WHERE `rowid` = old.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_people_grant_update` AFTER UPDATE OF `user_id`, `unit_id` ON `access_grants` BEGIN
  UPDATE `search_people` SET `scope_units` = coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `access_grants` g JOIN `units` u ON u.`id` = g.`unit_id` WHERE g.`user_id` = `search_people`.`rowid`), '') WHERE `rowid` IN (old.`user_id`, new.`user_id`);
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_insert` AFTER INSERT ON `social_medias` BEGIN
  INSERT INTO `search_accounts` (`rowid`, `name`, `handle`, `profile_url`, `scope_units`) VALUES (new.`id`, new.`name`, coalesce(new.`account_handle`, ''), new.`profile_url`, coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `social_media_units` smu JOIN `units` u ON u.`id` = smu.`unit_id` WHERE smu.`social_media_id` = new.`id`), ''));
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_update` AFTER UPDATE OF `name`, `account_handle`, `profile_url` ON `social_medias` BEGIN
  UPDATE `search_accounts` SET `name` = new.`name`, `handle` = coalesce(new.`account_handle`, ''), `profile_url` = new.`profile_url` WHERE `rowid` = new.`id`;
  UPDATE `search_flags` SET `account_name` = new.`name` WHERE `rowid` IN (SELECT `id` FROM `flags` WHERE `social_media_id` = new.`id`) AND old.`name` IS NOT new.`name`;
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_delete` AFTER DELETE ON `social_medias` BEGIN
  DELETE FROM `search_accounts` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_unit_insert` AFTER INSERT ON `social_media_units` BEGIN
  UPDATE `search_accounts` SET `scope_units` = coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `social_media_units` smu JOIN `units` u ON u.`id` = smu.`unit_id` WHERE smu.`social_media_id` = new.`social_media_id`), '') WHERE `rowid` = new.`social_media_id`;
  UPDATE `search_flags` SET `scope_units` = (SELECT a.`scope_units` FROM `search_accounts` a WHERE a.`rowid` = new.`social_media_id`) WHERE `rowid` IN (SELECT `id` FROM `flags` WHERE `social_media_id` = new.`social_media_id`);
END;--> statement-breakpoint
CREATE TRIGGER `search_accounts_unit_delete` AFTER DELETE ON `social_media_units` BEGIN
  UPDATE `search_accounts` SET `scope_units` = coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `social_media_units` smu JOIN `units` u ON u.`id` = smu.`unit_id` WHERE smu.`social_media_id` = old.`social_media_id`), '') WHERE `rowid` = old.`social_media_id`;
  UPDATE `search_flags` SET `scope_units` = (SELECT a.`scope_units` FROM `search_accounts` a WHERE a.`rowid` = old.`social_media_id`) WHERE `rowid` IN (SELECT `id` FROM `flags` WHERE `social_media_id` = old.`social_media_id`);
END;--> statement-breakpoint
-- A unit moved (its path rewritten, with its subtree's): everything below it now sits elsewhere.
CREATE TRIGGER `search_unit_moved` AFTER UPDATE OF `path` ON `units` BEGIN
  UPDATE `search_people` SET `scope_units` = coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `access_grants` g JOIN `units` u ON u.`id` = g.`unit_id` WHERE g.`user_id` = `search_people`.`rowid`), '') WHERE `rowid` IN (SELECT `user_id` FROM `access_grants` WHERE `unit_id` = new.`id`);
  UPDATE `search_accounts` SET `scope_units` = coalesce((SELECT group_concat(replace(u.`path`, '/', '~ ~'), ' ') FROM `social_media_units` smu JOIN `units` u ON u.`id` = smu.`unit_id` WHERE smu.`social_media_id` = `search_accounts`.`rowid`), '') WHERE `rowid` IN (SELECT `social_media_id` FROM `social_media_units` WHERE `unit_id` = new.`id`);
  UPDATE `search_flags` SET `scope_units` = (SELECT a.`scope_units` FROM `flags` f JOIN `search_accounts` a ON a.`rowid` = f.`social_media_id` WHERE f.`id` = `search_flags`.`rowid`) WHERE `rowid` IN (SELECT f.`id` FROM `flags` f JOIN `social_media_units` smu ON smu.`social_media_id` = f.`social_media_id` WHERE smu.`unit_id` = new.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `search_flags_insert` AFTER INSERT ON `flags` BEGIN
  INSERT INTO `search_flags` (`rowid`, `description`, `account_name`, `scope_units`) VALUES (new.`id`, new.`description`, coalesce((SELECT `name` FROM `social_medias` WHERE `id` = new.`social_media_id`), ''), coalesce((SELECT `scope_units` FROM `search_accounts` WHERE `rowid` = new.`social_media_id`), ''));
END;--> statement-breakpoint
CREATE TRIGGER `search_flags_update` AFTER UPDATE OF `description`, `social_media_id` ON `flags` BEGIN
  UPDATE `search_flags` SET `description` = new.`description`, `account_name` = coalesce((SELECT `name` FROM `social_medias` WHERE `id` = new.`social_media_id`), ''), `scope_units` = coalesce((SELECT `scope_units` FROM `search_accounts` WHERE `rowid` = new.`social_media_id`), '') WHERE `rowid` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `search_flags_delete` AFTER DELETE ON `flags` BEGIN
  DELETE FROM `search_flags` WHERE `rowid` = old.`id`;
END;
