CREATE TABLE `saml_requests` (
	`request_id` text PRIMARY KEY NOT NULL,
	`browser_hash` text NOT NULL,
	`return_to` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `saml_requests_expires_idx` ON `saml_requests` (`expires_at`);--> statement-breakpoint
CREATE TABLE `saml_used_assertions` (
	`issuer` text NOT NULL,
	`assertion_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`issuer`, `assertion_id`)
);
--> statement-breakpoint
CREATE INDEX `saml_used_assertions_expires_idx` ON `saml_used_assertions` (`expires_at`);