package settings

import "renju/msg"

// The room's messages (see game/features/storm/messages.go).
const (
	Title        msg.ID = "settings.title"
	Intro        msg.ID = "settings.intro"
	MotionNote   msg.ID = "settings.motion.note"
	TryNote      msg.ID = "settings.try.note"
	SoundOn      msg.ID = "settings.sound.on"
	SoundOff     msg.ID = "settings.sound.off"
	MotionOn     msg.ID = "settings.motion.on"
	MotionOff    msg.ID = "settings.motion.off"
	BtnTry       msg.ID = "settings.btn.try"
	TryRight     msg.ID = "settings.try.right"
	WhatSettings msg.ID = "settings.what"
	// HomeButton is home's small button that opens the settings.
	HomeButton msg.ID = "settings.home.button"
)

var texts = msg.Table{
	{ID: Title, EN: "Sound and motion", ZH: "声音与动画"},
	{ID: Intro, EN: "A right answer is played out on the board: the stone, the lines that decide it, then its mark. A quiet sound for right and wrong is there if you want it; it is off until you turn it on.",
		ZH: "答对时，棋盘上会演示答案：先落子，再标出起决定作用的连线，最后是标记。答对、答错各有一声轻响，默认关闭，需要时再打开。"},
	{ID: MotionNote, EN: "Until you choose, motion follows your device's \"reduce motion\" setting. With motion off, the answer's marks appear at once.",
		ZH: "在你选择之前，动画跟随设备的“减少动态效果”设置。关闭动画后，答案的标记直接出现。"},
	{ID: TryNote, EN: "Try it: H8 answered right as a double-three.", ZH: "试一试：答对“H8 是三三禁手”。"},
	{ID: SoundOn, EN: "Sound: on", ZH: "声音：开"},
	{ID: SoundOff, EN: "Sound: off", ZH: "声音：关"},
	{ID: MotionOn, EN: "Animation: on", ZH: "动画：开"},
	{ID: MotionOff, EN: "Animation: off", ZH: "动画：关"},
	{ID: BtnTry, EN: "Try it", ZH: "试一试"},
	{ID: TryRight, EN: "Right: H8 is a double-three, a live three on each of two lines.", ZH: "答对了：H8 是三三禁手，两条线上各成一个活三。"},
	// The save notices' name for the key (game/saves.go).
	{ID: WhatSettings, EN: "sound and motion settings", ZH: "声音与动画设置"},
	{ID: HomeButton, EN: "Settings", ZH: "设置"},
}

func init() { msg.Register(texts) }
