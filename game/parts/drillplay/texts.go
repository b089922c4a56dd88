package drillplay

import "renju/msg"

// The screen's message IDs, from the catalogue (msg/drills.go).
const (
	Title               = msg.DrillTitle
	TypeIsForbidden     = msg.DrillTypeIsForbidden
	TypeFindAll         = msg.DrillTypeFindAll
	TypeLiveOrFalse     = msg.DrillTypeLiveOrFalse
	TypeFourThree       = msg.DrillTypeFourThree
	TypeTrap            = msg.DrillTypeTrap
	LevelN              = msg.DrillLevelN
	MenuChooseType      = msg.DrillMenuChooseType
	MenuChooseLevel     = msg.DrillMenuChooseLevel
	MenuIntro           = msg.DrillMenuIntro
	MenuRecord          = msg.DrillMenuRecord
	BtnStart            = msg.DrillBtnStart
	BtnYes              = msg.DrillBtnYes
	BtnNo               = msg.DrillBtnNo
	BtnLive             = msg.DrillBtnLive
	BtnFalse            = msg.DrillBtnFalse
	BtnDone             = msg.DrillBtnDone
	BtnClearPicks       = msg.DrillBtnClearPicks
	BtnSkip             = msg.DrillBtnSkip
	BtnNext             = msg.DrillBtnNext
	BtnWalk             = msg.DrillBtnWalk
	BtnEndRound         = msg.DrillBtnEndRound
	BtnMenu             = msg.DrillBtnMenu
	BtnNewRound         = msg.DrillBtnNewRound
	BtnReset            = msg.DrillBtnReset
	BtnUndoReset        = msg.DrillBtnUndoReset
	BtnThree            = msg.DrillBtnThree
	BtnFour             = msg.DrillBtnFour
	BtnOverline         = msg.DrillBtnOverline
	StatusLine          = msg.DrillStatusLine
	SetStatus           = msg.DrillSetStatus
	Preparing_          = msg.DrillPreparing
	AskIsForbidden      = msg.DrillAskIsForbidden
	AskKind             = msg.DrillAskKind
	AskFindAll          = msg.DrillAskFindAll
	AskLiveOrFalse      = msg.DrillAskLiveOrFalse
	AskFourThree        = msg.DrillAskFourThree
	AskTrap             = msg.DrillAskTrap
	HintIsForbid        = msg.DrillHintIsForbid
	HintFindAll         = msg.DrillHintFindAll
	HintLive            = msg.DrillHintLive
	HintTap             = msg.DrillHintTap
	Right               = msg.DrillRight
	Wrong               = msg.DrillWrong
	Skipped             = msg.DrillSkipped
	AnsForbidden        = msg.DrillAnsForbidden
	AnsLegal            = msg.DrillAnsLegal
	AnsWrongKind        = msg.DrillAnsWrongKind
	AnsFouls            = msg.DrillAnsFouls
	AnsFoundAll         = msg.DrillAnsFoundAll
	AnsLive             = msg.DrillAnsLive
	AnsFalse            = msg.DrillAnsFalse
	AnsFourThree        = msg.DrillAnsFourThree
	AnsTrap             = msg.DrillAnsTrap
	AnsYouPicked        = msg.DrillAnsYouPicked
	WalkHint            = msg.DrillWalkHint
	StatCounts          = msg.DrillStatCounts
	StatForbidden       = msg.DrillStatForbidden
	StatFive            = msg.DrillStatFive
	StatBlocked         = msg.DrillStatBlocked
	StatOverline        = msg.DrillStatOverline
	StatOccupied        = msg.DrillStatOccupied
	DirHorizontal       = msg.DrillDirHorizontal
	DirVertical         = msg.DrillDirVertical
	DirDiagonal         = msg.DrillDirDiagonal
	DirAntiDiag         = msg.DrillDirAntiDiag
	SummaryTitle        = msg.DrillSummaryTitle
	SummaryRound        = msg.DrillSummaryRound
	SummaryByType       = msg.DrillSummaryByType
	SummaryByKind       = msg.DrillSummaryByKind
	SummaryLine         = msg.DrillSummaryLine
	SummaryAllTime      = msg.DrillSummaryAllTime
	SummaryWeakest      = msg.DrillSummaryWeakest
	SummaryNone         = msg.DrillSummaryNone
	NoticeStatsReset    = msg.DrillNoticeStatsReset
	NoticeStatsRepaired = msg.DrillNoticeStatsRepaired
	NoticeStatsCleared  = msg.DrillNoticeStatsCleared
	NoticeStatsRestored = msg.DrillNoticeStatsRestored
	NoticeGenError      = msg.DrillNoticeGenError
)

// ID is a message ID of the catalogue.
type ID = msg.ID

// T and F are the catalogue's.
var (
	T = msg.T
	F = msg.F
)
