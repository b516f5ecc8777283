ALTER TABLE `line_template_lines` ADD `optional` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `line_template_lines` ADD `alternative_group` text;--> statement-breakpoint
ALTER TABLE `line_template_lines` ADD `recommended` integer DEFAULT false NOT NULL;