ALTER TABLE `oidc_login_states` ADD `link_user_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `saml_requests` ADD `link_user_id` integer REFERENCES users(id);