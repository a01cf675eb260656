"""Parts of Krutrøyk's saloon table: the felt with its seats and pot, the duel's draw, the story log."""
