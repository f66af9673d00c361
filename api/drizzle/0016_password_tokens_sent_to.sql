ALTER TABLE `password_tokens` ADD `sent_to` text;--> statement-breakpoint
-- Links already sent were sent to the address the user has now: they keep working until it changes.
UPDATE `password_tokens` SET `sent_to` = (SELECT `email` FROM `users` WHERE `users`.`id` = `password_tokens`.`user_id`) WHERE `used_at` IS NULL;
