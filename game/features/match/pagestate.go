package match

import "renju/game/vocab/pageapi"

// The screen's object in the page API's state() (pageapi.State's
// Details, under PageKey).

// PageKey is the key of the game in state().
const PageKey = "play"

// State is the Play screen in state(): the game (or the menu's choices)
// and, in the review, the move shown and the foul moments.
type State struct {
	// Phase is "menu", "playing", "over" or "review".
	Phase string `json:"phase"`
	// Rule ("free", "rif", "yamaguchi", "soosorv8", "taraguchi10"),
	// Referee ("learning", "tournament", "white-calls") and Opponent
	// ("people", or the partner's level "1"–"5").
	Rule     string `json:"rule"`
	Referee  string `json:"referee"`
	Opponent string `json:"opponent"`
	// Adapt: the level moves after each game against the partner;
	// NextLevel is the level it chose after the game just ended (0:
	// none yet).
	Adapt     bool `json:"adapt"`
	NextLevel int  `json:"nextLevel"`
	// Step is what the game asks for now: "place", "swap", "offer",
	// "choose", "declare", "choice" (Taraguchi after move 4) or "none"
	// (over, or the menu); Square the central square a stone must lie in
	// (0: anywhere); Need the offers (or the largest number to declare).
	Step   string `json:"step"`
	Square int    `json:"square,omitempty"`
	Need   int    `json:"need,omitempty"`
	// Human: the step is for the person at this device; Thinking: the
	// sparring partner is choosing.
	Human    bool `json:"human"`
	Thinking bool `json:"thinking"`
	// ThinkMs is how long the partner's last decision took in the
	// worker, in ms.
	ThinkMs float64 `json:"thinkMs"`
	// ChunkMs is the longest stretch the partner worked in the worker
	// between two yields in this game (how long a cancel may wait to be
	// heard), in ms.
	ChunkMs float64 `json:"chunkMs"`
	ToMove  string  `json:"toMove"`
	// You is the colour the learner plays against the partner ("black"
	// or "white"; "" in pass and play, and before the first game).
	You string `json:"you"`
	// Moves are the stones played ("h8", …), Offers Black's 5th-move
	// offers so far, Opening the named opening ("" for none).
	Moves   []string `json:"moves"`
	Offers  []string `json:"offers"`
	Opening string   `json:"opening"`
	Swapped bool     `json:"swapped"`
	// Result ("black", "white", "draw"; "" while playing), Reason ("five",
	// "foul", "resign", "draw") and, for a foul, its point and kind.
	Result string        `json:"result"`
	Reason string        `json:"reason"`
	Foul   *pageapi.Foul `json:"foul"`
	// Notice is the message shown (a refusal's reason, …), in English.
	Notice string `json:"notice"`
	// Review: the stones shown, the moment shown (-1: none) and the
	// foul moments.
	At      int      `json:"at"`
	Moment  int      `json:"moment"`
	Moments []Moment `json:"moments"`
	// CommentOn: the commentary is on (comment.go); Commentary is the
	// last move's remark once the worker has said it (null: none yet,
	// or off), in the page's language; Decided is what decided the game
	// ("" while playing, or when nothing does: a resignation); Band the
	// stones of the five that ended it, which the board bands ([] for
	// none).
	CommentOn  bool          `json:"commentOn"`
	Commentary *CommentState `json:"commentary"`
	Decided    string        `json:"decided"`
	Band       []string      `json:"band"`
	// Link is the game's link argument (#play=…).
	Link string `json:"link"`
	// Saved are the unfinished games kept for Resume (renju.play), most
	// recent first; Choosing: the menu lists them to choose from.
	Saved    []SavedGame `json:"saved"`
	Choosing bool        `json:"choosing,omitempty"`
}

// SavedGame is a game kept for Resume: its ID (the chooser's button is
// "play.resume.<id>"), its link and the stones on its board.
type SavedGame struct {
	ID     string `json:"id"`
	Link   string `json:"link"`
	Stones int    `json:"stones"`
}

// Moment is one foul moment of the review.
type Moment struct {
	Move  int    `json:"move"`
	Kind  string `json:"kind"`
	Point string `json:"point"`
	Foul  string `json:"foul,omitempty"`
	Text  string `json:"text"`
}
