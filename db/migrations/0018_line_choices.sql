ALTER TABLE `job_versions` ADD `chosen_line_ids` text;--> statement-breakpoint
ALTER TABLE `job_versions` ADD `approved_grand_total` integer;--> statement-breakpoint
ALTER TABLE `line_items` ADD `optional` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `line_items` ADD `alternative_group` text;--> statement-breakpoint
ALTER TABLE `line_items` ADD `recommended` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `proposal_answers` ADD `chosen_line_ids` text;--> statement-breakpoint
ALTER TABLE `proposal_answers` ADD `chosen_totals` text;--> statement-breakpoint
ALTER TABLE `proposal_answers` ADD `selection_pdf` blob;--> statement-breakpoint
ALTER TABLE `proposal_answers` ADD `selection_sha256` text;--> statement-breakpoint
ALTER TABLE `proposal_answers` ADD `selection_file_name` text;