-- Players (issue #35): player keys seen in claims, with the name and listing their holders chose;
-- new keys per address and day for rated play (the cap); rated games and the host's "unrated" mark.
CREATE TABLE `players` (
	`fingerprint` text PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`alg` text NOT NULL,
	`name` text,
	`listed` integer DEFAULT false NOT NULL,
	`first_seen` text NOT NULL,
	`first_rated` text,
	`signed_at` text
);
--> statement-breakpoint
CREATE INDEX `players_listed` ON `players` (`listed`);
--> statement-breakpoint
CREATE TABLE `new_rated_keys` (
	`address` text NOT NULL,
	`day` text NOT NULL,
	`fingerprint` text NOT NULL,
	PRIMARY KEY(`address`, `day`, `fingerprint`)
);
--> statement-breakpoint
CREATE INDEX `new_rated_keys_day` ON `new_rated_keys` (`day`);
--> statement-breakpoint
CREATE TABLE `rated_games` (
	`game_id` text PRIMARY KEY NOT NULL,
	`host_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`unrated_at` text
);
