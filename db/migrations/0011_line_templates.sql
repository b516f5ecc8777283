CREATE TABLE `line_template_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`template_id` integer NOT NULL,
	`sort_order` integer NOT NULL,
	`line_type` text NOT NULL,
	`sign_id` integer,
	`service_id` integer,
	`quantity` integer DEFAULT 1 NOT NULL,
	`selected_options` text DEFAULT '{}' NOT NULL,
	`custom_description` text,
	`pricing_mode` text DEFAULT 'Calculated' NOT NULL,
	`line_item_price` integer DEFAULT 0 NOT NULL,
	`line_item_install_price` integer DEFAULT 0 NOT NULL,
	`line_item_budget` integer DEFAULT 0 NOT NULL,
	`line_item_install_budget` integer DEFAULT 0 NOT NULL,
	`entered_price` integer,
	FOREIGN KEY (`template_id`) REFERENCES `line_templates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sign_id`) REFERENCES `signs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `line_template_lines_template_idx` ON `line_template_lines` (`template_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `line_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_by_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `line_templates_brand_idx` ON `line_templates` (`brand_id`,`name`);