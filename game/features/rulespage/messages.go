package rulespage

import "renju/msg"

// The room's messages (see game/features/storm/messages.go); the sheet's
// own words are the catalogue's (msg/rulesheet.go), which the printed
// sheet shares.
const (
	BtnPrintLabel msg.ID = "rulespage.btn.print"
	Making        msg.ID = "rulespage.making"
	Saved         msg.ID = "rulespage.saved"
	Failed        msg.ID = "rulespage.failed"
	Stopped       msg.ID = "rulespage.stopped"
	// Back is the nav bar's back button, to the screen the sheet was
	// opened from.
	Back msg.ID = "rulespage.back"
	// MenuDesc is the sheet's line on the Learn hub.
	MenuDesc msg.ID = "rulespage.menu.desc"
)

var texts = msg.Table{
	{ID: BtnPrintLabel, EN: "Print (PDF)", ZH: "打印（PDF）"},
	{ID: Making, EN: "Making the rules sheet…", ZH: "正在生成规则页…"},
	{ID: Saved, EN: "Rules sheet saved: %[1]s (one A4 page).", ZH: "规则页已保存：%[1]s（一页A4）。"},
	{ID: Failed, EN: "The rules sheet could not be made: %[1]s.", ZH: "规则页生成失败：%[1]s。"},
	{ID: Stopped, EN: "The rules sheet was stopped when you left this page: print it again.", ZH: "离开本页时，规则页已停止生成，请重新打印。"},
	{ID: Back, EN: "Back", ZH: "返回"},
	{ID: MenuDesc, EN: "The three fouls, and two rules more, on one page.", ZH: "三种禁手和另外两条规则，一页看完。"},
}

func init() { msg.Register(texts) }
