CREATE TABLE `job_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`version_number` integer,
	`event` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`actor_kind` text NOT NULL,
	`actor_user_id` integer,
	`actor_name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_history_job_idx` ON `job_history` (`job_id`,`id`);--> statement-breakpoint
CREATE TABLE `proposal_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`send_id` integer NOT NULL,
	`answer` text NOT NULL,
	`signer_name` text,
	`signer_title` text,
	`reason` text,
	`reason_text` text,
	`ip` text,
	`user_agent` text,
	`document_sha256` text NOT NULL,
	`upload_pdf` blob,
	`upload_sha256` text,
	`upload_file_name` text,
	`uploaded_by_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`send_id`) REFERENCES `proposal_sends`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proposal_answers_send_id_unique` ON `proposal_answers` (`send_id`);--> statement-breakpoint
CREATE TABLE `proposal_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_version_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`method` text NOT NULL,
	`valid_until` text NOT NULL,
	`file_name` text NOT NULL,
	`pdf` blob NOT NULL,
	`sha256` text NOT NULL,
	`recipients` text,
	`subject` text,
	`message` text,
	`sent_by_id` integer,
	`sent_at` integer NOT NULL,
	`end_reason` text,
	`ended_at` integer,
	`first_viewed_at` integer,
	FOREIGN KEY (`job_version_id`) REFERENCES `job_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proposal_sends_token_unique` ON `proposal_sends` (`token_hash`);--> statement-breakpoint
CREATE INDEX `proposal_sends_version_idx` ON `proposal_sends` (`job_version_id`,`sent_at`);--> statement-breakpoint
ALTER TABLE `job_versions` ADD `state` text DEFAULT 'Draft' NOT NULL;--> statement-breakpoint
ALTER TABLE `job_versions` ADD `valid_until` text;--> statement-breakpoint
ALTER TABLE `job_versions` ADD `approved_at` integer;--> statement-breakpoint
CREATE INDEX `job_versions_state_idx` ON `job_versions` (`state`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text;