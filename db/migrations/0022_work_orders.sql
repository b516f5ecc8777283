CREATE TABLE `work_order_line_notes` (
	`line_item_id` integer PRIMARY KEY NOT NULL,
	`notes` text NOT NULL,
	`updated_by_id` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`line_item_id`) REFERENCES `line_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `work_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`job_version_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`notes` text NOT NULL,
	`file_name` text NOT NULL,
	`pdf` blob NOT NULL,
	`sha256` text NOT NULL,
	`issued_by_id` integer,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_version_id`) REFERENCES `job_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issued_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_orders_job_revision_unique` ON `work_orders` (`job_id`,`revision`);