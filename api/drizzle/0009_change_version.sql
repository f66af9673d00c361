CREATE TABLE `change_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
