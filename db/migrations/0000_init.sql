CREATE TABLE `brands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`proposal_prefix` text NOT NULL,
	`image` text,
	`status` text DEFAULT 'Active' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brands_slug_unique` ON `brands` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `brands_name_unique` ON `brands` (`name`);--> statement-breakpoint
CREATE TABLE `client_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`street` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_addresses_client_idx` ON `client_addresses` (`client_id`);--> statement-breakpoint
CREATE TABLE `client_contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`name` text NOT NULL,
	`title` text,
	`phone` text,
	`email` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_contacts_client_idx` ON `client_contacts` (`client_id`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `clients_name_idx` ON `clients` ("name" collate nocase);--> statement-breakpoint
CREATE TABLE `job_number_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`brand_id` integer NOT NULL,
	`job_number` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `job_number_history_lookup_idx` ON `job_number_history` (`brand_id`,`job_number`);--> statement-breakpoint
CREATE TABLE `job_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`version_number` integer NOT NULL,
	`created_by_id` integer,
	`source_version_number` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_versions_job_number_unique` ON `job_versions` (`job_id`,`version_number`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_name` text NOT NULL,
	`job_number` text NOT NULL,
	`brand_id` integer NOT NULL,
	`job_location` text DEFAULT '' NOT NULL,
	`job_location_parsed` text,
	`client_id` integer,
	`client_address_id` integer,
	`contact_id` integer,
	`project_manager_id` integer,
	`creator_id` integer,
	`job_terms` text,
	`tax_percentage` integer,
	`tax_amount` integer,
	`status` text DEFAULT 'Draft' NOT NULL,
	`proposal_no` text,
	`due_date` integer,
	`total_amount` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_address_id`) REFERENCES `client_addresses`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `client_contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`project_manager_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_brand_number_unique` ON `jobs` (`brand_id`,`job_number`);--> statement-breakpoint
CREATE INDEX `jobs_created_idx` ON `jobs` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_brand_created_idx` ON `jobs` (`brand_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_status_idx` ON `jobs` (`status`);--> statement-breakpoint
CREATE INDEX `jobs_client_idx` ON `jobs` (`client_id`);--> statement-breakpoint
CREATE TABLE `line_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_version_id` integer NOT NULL,
	`line_type` text NOT NULL,
	`sign_id` integer,
	`sign_size_id` integer,
	`service_id` integer,
	`quantity` integer DEFAULT 1 NOT NULL,
	`description` text,
	`selected_options` text DEFAULT '{}' NOT NULL,
	`line_item_price` integer DEFAULT 0 NOT NULL,
	`line_item_install_price` integer DEFAULT 0 NOT NULL,
	`line_item_budget` integer DEFAULT 0 NOT NULL,
	`line_item_install_budget` integer DEFAULT 0 NOT NULL,
	`pricing_mode` text DEFAULT 'Calculated' NOT NULL,
	`sort_order` integer NOT NULL,
	`level` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`job_version_id`) REFERENCES `job_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sign_id`) REFERENCES `signs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sign_size_id`) REFERENCES `sign_sizes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `line_items_version_sort_idx` ON `line_items` (`job_version_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `login_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_codes_email_idx` ON `login_codes` (`email`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`price_type` text DEFAULT 'fixed' NOT NULL,
	`price_formula` text,
	`budget_multiplier` real DEFAULT 0 NOT NULL,
	`location_multiplier` real,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 999 NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `services_brand_name_unique` ON `services` (`brand_id`,`name`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sign_option_signs` (
	`sign_id` integer NOT NULL,
	`option_id` integer NOT NULL,
	PRIMARY KEY(`sign_id`, `option_id`),
	FOREIGN KEY (`sign_id`) REFERENCES `signs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `sign_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_option_signs_option_idx` ON `sign_option_signs` (`option_id`);--> statement-breakpoint
CREATE TABLE `sign_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`values` text DEFAULT '' NOT NULL,
	`applies_to` text DEFAULT 'base_sign_price' NOT NULL,
	`placeholder` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 999 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_options_name_unique` ON `sign_options` (`name`);--> statement-breakpoint
CREATE TABLE `sign_sizes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sign_id` integer NOT NULL,
	`size_name` text NOT NULL,
	`sign_price` integer DEFAULT 0 NOT NULL,
	`install_price` integer DEFAULT 0 NOT NULL,
	`sign_budget` integer DEFAULT 0 NOT NULL,
	`install_budget` integer DEFAULT 0 NOT NULL,
	`raceway_price` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`sign_id`) REFERENCES `signs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_sizes_sign_size_unique` ON `sign_sizes` (`sign_id`,`size_name`);--> statement-breakpoint
CREATE TABLE `signs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_id` integer NOT NULL,
	`name` text NOT NULL,
	`sign_type` text NOT NULL,
	`placement` text DEFAULT 'exterior' NOT NULL,
	`image` text,
	`description` text,
	`price_type` text DEFAULT 'fixed' NOT NULL,
	`display_order` integer DEFAULT 999 NOT NULL,
	`sign_budget_multiplier` real DEFAULT 0.55 NOT NULL,
	`install_budget_multiplier` real DEFAULT 0.55 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `signs_brand_order_idx` ON `signs` (`brand_id`,`display_order`);--> statement-breakpoint
CREATE UNIQUE INDEX `signs_brand_name_unique` ON `signs` (`brand_id`,`name`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`full_name` text,
	`first_name` text,
	`last_name` text,
	`job_title` text,
	`user_image` text,
	`role` text DEFAULT 'User' NOT NULL,
	`status` text DEFAULT 'Active' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_status_idx` ON `users` (`status`);