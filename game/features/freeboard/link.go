package freeboard

// MaxLink is the longest "#pos=" argument the free board reads (its
// route's cap, game/services/routes): a full board as a move list is 225
// moves of at most 4 characters, and a position as stones a little more.
const MaxLink = 2048
