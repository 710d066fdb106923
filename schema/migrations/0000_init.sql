CREATE TABLE `finished_games` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`players` integer NOT NULL,
	`created_at` text NOT NULL,
	`ended_at` text NOT NULL,
	`commitment` text NOT NULL,
	`record` text NOT NULL,
	`final_state` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `finished_games_ended` ON `finished_games` (`ended_at`);--> statement-breakpoint
CREATE INDEX `finished_games_game` ON `finished_games` (`game`,`players`);--> statement-breakpoint
CREATE TABLE `game_results` (
	`game_id` text NOT NULL,
	`seat` integer NOT NULL,
	`name` text NOT NULL,
	`score` integer NOT NULL,
	`place` integer NOT NULL,
	PRIMARY KEY(`game_id`, `seat`),
	FOREIGN KEY (`game_id`) REFERENCES `finished_games`(`id`) ON UPDATE no action ON DELETE no action
);
